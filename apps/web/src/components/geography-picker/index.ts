// Door of the geography tag boxes (states, counties, cities, zip codes) shared by the rate editor and the
// vendor search.
export { GeographyPicker, type GeographyPickerProps } from './geography-picker';
export {
  EMPTY_GEOGRAPHY,
  withStatecodes,
  type GeographyCity,
  type GeographyCounty,
  type GeographyPart,
  type GeographyValue,
  type GeographyZipcode,
} from './geography-value';
export { useStateOptions, type StateOption } from './api/geography-options';
