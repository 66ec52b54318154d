import { get, type Entry } from './builders';

/** The vendors area's routes (issue 12): the list, the record and its tabs, search, compliance. */
export const VENDOR_MATRIX: Record<string, Entry> = {
  // Staff only (decision 146).
  'GET /api/vendor/compliancereminders': get('/api/vendor/compliancereminders', (ids) => ({
    vendorid: ids.vendorid,
  })),
};
