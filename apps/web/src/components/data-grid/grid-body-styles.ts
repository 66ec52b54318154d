import type { Theme } from '@mui/material';
import { alpha, darken, lighten } from '@mui/material/styles';
import type { MRT_Theme } from 'material-react-table';

/** Class names of the body's elements. MUI's own class names stay on them for pages that style the grid. */
export const GRID_BODY_CLASS = {
  row: 'dw-grid-row',
  virtualRow: 'dw-grid-row-virtual',
  cell: 'dw-grid-cell',
  dataCell: 'dw-grid-data-cell',
  displayCell: 'dw-grid-display-cell',
  alignRight: 'dw-grid-align-right',
  alignCenter: 'dw-grid-align-center',
  checkbox: 'dw-grid-checkbox',
  empty: 'dw-grid-empty',
  detailRow: 'dw-grid-detail-row',
} as const;

/**
 * Classes for light cell content (a link, a coloured label): styled once by the grid's body instead of an
 * `sx` per cell, which emotion would serialize again for every drawn cell (docs/decisions/129, round 2).
 */
export const GRID_CELL_CLASS = { link: 'dw-cell-link', label: 'dw-cell-label' } as const;
/** The wrapper of the screen's row actions. */
export const ROW_ACTIONS_CLASS = 'dw-row-actions';

/** The body's density class: the cells' padding and wrapping follow it without drawing the rows again. */
export const densityClassOf = (density: 'compact' | 'comfortable' | 'spacious') => `dw-grid-${density}`;

const afterLayer = {
  content: '""',
  height: '100%',
  left: 0,
  position: 'absolute',
  top: 0,
  width: '100%',
  zIndex: -1,
} as const;

/**
 * The body's styles, as MUI's TableRow/TableCell and MRT's row and cell `sx` draw them (compact, comfortable
 * and spacious paddings, hover and selection layers, right and centred columns, focus outline). Selectors
 * stay at two classes so that a page's own `.MuiTableBody-root .MuiTableCell-root` rules still win, as they
 * did over MRT's cell classes.
 */
export function gridBodyStyles(theme: Theme, mrtTheme: Required<MRT_Theme>) {
  const { cell, dataCell, displayCell, row } = GRID_BODY_CLASS;
  const density = (name: 'compact' | 'comfortable' | 'spacious', data: string, display: string) => ({
    [`&:where(.${densityClassOf(name)}) .${dataCell}`]: { padding: data },
    [`&:where(.${densityClassOf(name)}) .${displayCell}`]: { padding: display },
  });
  const checkmark =
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='white' " +
    "d='M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z'/%3E%3C/svg%3E\")";
  return {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    [`& .${row}`]: {
      backgroundColor: mrtTheme.baseBackgroundColor,
      boxSizing: 'border-box',
      color: 'inherit',
      display: 'flex',
      outline: 0,
      position: 'relative',
      verticalAlign: 'middle',
      width: '100%',
      zIndex: 0,
    },
    [`& .${GRID_BODY_CLASS.virtualRow}`]: { position: 'absolute', top: 0 },
    // A row's detail panel (renderDetailPanel): the body's full width, under its row.
    [`& .${GRID_BODY_CLASS.detailRow}`]: { display: 'flex', width: '100%' },
    [`& .${GRID_BODY_CLASS.detailRow} > td`]: {
      flex: 1,
      minWidth: 0,
      padding: theme.spacing(1, 2, 2, 6),
      borderBottom: `1px solid ${theme.palette.divider}`,
      backgroundColor: theme.palette.action.hover,
    },
    [`& .${row}:hover > td::after`]: {
      ...afterLayer,
      backgroundColor: alpha(darken(mrtTheme.baseBackgroundColor, 0.3), 0.3),
    },
    [`& .${row}.Mui-selected > td::after`]: {
      ...afterLayer,
      backgroundColor: mrtTheme.selectedRowBackgroundColor,
    },
    [`& .${row}.Mui-selected:hover > td::after`]: {
      backgroundColor: alpha(mrtTheme.selectedRowBackgroundColor, 0.3),
    },
    [`& .${cell}`]: {
      alignItems: 'center',
      backgroundColor: 'inherit',
      backgroundImage: 'inherit',
      borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
      boxSizing: 'border-box',
      display: 'flex',
      outlineOffset: '-1px',
      overflow: 'hidden',
      position: 'relative',
      textAlign: 'left',
      transition: 'padding 150ms ease-in-out',
      verticalAlign: 'inherit',
      whiteSpace: 'normal',
      zIndex: 0,
      '&:hover': { textOverflow: 'clip' },
      '&:focus-visible': {
        outline: `2px solid ${mrtTheme.cellNavigationOutlineColor}`,
        outlineOffset: '-2px',
      },
    },
    [`& .${dataCell}`]: { textOverflow: 'ellipsis' },
    [`&:where(.${densityClassOf('compact')}) .${cell}`]: { whiteSpace: 'nowrap' },
    ...density('compact', '0.5rem', '0 0.5rem'),
    ...density('comfortable', '1rem', '0.5rem 0.75rem'),
    ...density('spacious', '1.5rem', '1rem 1.25rem'),
    [`& .${GRID_BODY_CLASS.alignRight}`]: {
      flexDirection: 'row-reverse',
      justifyContent: 'right',
      textAlign: 'right',
    },
    [`& .${GRID_BODY_CLASS.alignCenter}`]: { justifyContent: 'center', textAlign: 'center' },
    [`& .${GRID_BODY_CLASS.checkbox}`]: {
      appearance: 'none',
      backgroundColor: 'transparent',
      backgroundPosition: 'center',
      backgroundRepeat: 'no-repeat',
      backgroundSize: '100%',
      border: `2px solid ${theme.palette.text.secondary}`,
      // A string: sx multiplies a number by the theme's radius.
      borderRadius: '2px',
      boxSizing: 'border-box',
      cursor: 'pointer',
      flex: '0 0 auto',
      height: 15,
      margin: '0 6.5px',
      width: 15,
      '&:checked': {
        backgroundColor: theme.palette.primary.main,
        backgroundImage: checkmark,
        borderColor: theme.palette.primary.main,
      },
      '&:disabled': { cursor: 'default', opacity: 0.38 },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    },
    [`& .${GRID_BODY_CLASS.empty}`]: {
      ...theme.typography.body1,
      color: theme.palette.text.secondary,
      fontStyle: 'italic',
      margin: 0,
      padding: '2rem 0',
      textAlign: 'center',
      width: '100%',
    },
    [`& .${ROW_ACTIONS_CLASS}`]: { display: 'flex', gap: theme.spacing(0.5), flexWrap: 'nowrap' },
    [`& .${GRID_CELL_CLASS.link}`]: {
      color: theme.palette.primary.main,
      fontWeight: 600,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    [`& .${GRID_CELL_CLASS.label}`]: {
      display: 'inline-block',
      padding: theme.spacing(0.25, 1),
      borderRadius: theme.shape.borderRadius,
      backgroundColor: theme.palette.action.selected,
      fontSize: 12,
      fontWeight: 600,
      lineHeight: 1.6,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      maxWidth: '100%',
    },
  };
}
