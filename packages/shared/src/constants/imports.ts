// The imports' limits, messages and columns (docs/decisions/148, 154): what the screens show before a file is
// sent, kept apart from the contracts' schemas so that a screen takes them without zod (decision 212).

/** The largest file either import takes, and the most rows. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
/** An .xlsx (a zip) may unpack to at most this much (docs/decisions/184): a "zip bomb" is refused unread. */
export const MAX_IMPORT_UNZIPPED_BYTES = 100 * 1024 * 1024;
/** At most this many errors are listed; the last one says how many more there were. */
export const MAX_IMPORT_ERRORS = 500;

export const IMPORT_MESSAGES = {
  noFile: 'Choose a file to import.',
  onlyXlsx: 'Only .xlsx files can be imported.',
  onlyCsv: 'Only .csv files can be imported.',
  tooLarge: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows.`,
  tooLargeUnzipped: `The file unpacks to more than ${MAX_IMPORT_UNZIPPED_BYTES / 1024 / 1024} MB.`,
  unreadable: 'The file could not be read.',
  empty: 'The file has no rows to import.',
  missingColumn: (heading: string) => `The column "${heading}" is missing.`,
  duplicateRow: (key: string, row: number) => `${key} is also on row ${row}.`,
  moreErrors: (count: number) => `${count} more errors are not listed.`,
  /** The import refused the file (the web's toast over the report). */
  refused: 'Nothing was imported: fix the rows listed and upload the file again.',
} as const;

/**
 * The columns of the job-site sheet (JobsiteSampleWorksheet.xlsx), in order: the heading, the job-site
 * field, and whether the column must be present. Headings are matched without case or blanks, and the
 * field name itself is accepted as a heading.
 */
export const JOB_SITE_IMPORT_COLUMNS = [
  { heading: 'Job Site', field: 'jobsite', isRequired: true },
  { heading: 'Job Site Description', field: 'jobsitedescription', isRequired: true },
  { heading: 'Street Address', field: 'streetaddress', isRequired: true },
  { heading: 'Street Address 2', field: 'streetaddress2', isRequired: false },
  { heading: 'City', field: 'city', isRequired: true },
  { heading: 'State', field: 'statecode', isRequired: true },
  { heading: 'Postal Code', field: 'postalcode', isRequired: true },
  { heading: 'Phone', field: 'phone', isRequired: false },
  { heading: 'Contact Person', field: 'contactperson', isRequired: false },
  { heading: 'Email', field: 'email', isRequired: false },
  { heading: 'Special Procedure', field: 'specialprocedure', isRequired: false },
] as const;

/** The example row of the sample sheet, in the order of the columns. */
export const JOB_SITE_IMPORT_EXAMPLE = [
  '1001',
  'Main Street Store',
  '123 Main St',
  'Suite 100',
  'Springfield',
  'IL',
  '62701',
  '+1 (217) 555-0100',
  'Pat Manager',
  'store1001@example.com',
  'Check in with the store manager on arrival.',
] as const;

/**
 * The columns of the customer trade-rate CSV: one row is one trade's rate in one state (a rate covering
 * the whole state). The same trade and state again on a later import replaces that rate's amounts.
 */
export const TRADE_RATE_IMPORT_COLUMNS = [
  { heading: 'Trade', field: 'trade', isRequired: true },
  { heading: 'State', field: 'statecode', isRequired: true },
  { heading: 'Regular Rate', field: 'regularrate', isRequired: true },
  { heading: 'Overtime Rate', field: 'overtimerate', isRequired: false },
  { heading: 'Holiday Rate', field: 'holidayrate', isRequired: false },
  { heading: 'Trip Charge', field: 'tripcharge', isRequired: false },
  { heading: 'Markup', field: 'markupcharge', isRequired: false },
] as const;

/** A heading as the imports compare it: lower case, letters and digits only. */
export const importHeadingKey = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The columns of the vendor zip CSV: one row is one zip code the vendor covers for one trade (the
 * trade's name or id). Regular Rate prices the trade's imported rates; a new one needs it.
 */
export const VENDOR_ZIP_IMPORT_COLUMNS = [
  { heading: 'Trade', field: 'trade', isRequired: true },
  { heading: 'Zip Code', field: 'zipcode', isRequired: true },
  { heading: 'Regular Rate', field: 'regularrate', isRequired: false },
] as const;

/** The name of the rates an import writes (one per trade and state); other rates are never touched. */
export const VENDOR_ZIP_RATE_NAME = 'Zip import';
