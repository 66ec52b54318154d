import ExcelJS from 'exceljs';

// Upload bodies for the customer imports' tests (docs/decisions/148).

const BOUNDARY = '----dispatchwise-test-boundary';

/** A multipart/form-data body with the file part FormFile and the field FileName, as the web's uploader sends. */
export function multipartUpload(
  filename: string,
  data: Buffer | string,
  options: { fileName?: string } = {},
) {
  const head = (name: string, extra = '') =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(`${head('FileName')}\r\n${options.fileName ?? filename}\r\n`),
    Buffer.from(
      `${head('FormFile', `; filename="${filename}"`)}Content-Type: application/octet-stream\r\n\r\n`,
    ),
    typeof data === 'string' ? Buffer.from(data) : data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** An .xlsx of one sheet: the heading row, then the rows. */
export async function sheetOf(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sites');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const JOB_SITE_HEADINGS = [
  'Job Site',
  'Job Site Description',
  'Street Address',
  'Street Address 2',
  'City',
  'State',
  'Postal Code',
  'Phone',
  'Contact Person',
  'Email',
  'Special Procedure',
];

/** A valid sheet row for site `number`. */
export const siteRow = (number: string, fields: Partial<Record<string, string | null>> = {}) => {
  const values: Record<string, string | null> = {
    'Job Site': number,
    'Job Site Description': `Store ${number}`,
    'Street Address': '1 Main St',
    'Street Address 2': null,
    City: 'Dallas',
    State: 'TX',
    'Postal Code': '75201',
    Phone: '+1 (214) 555-0100',
    'Contact Person': 'Pat',
    Email: 'pat@example.com',
    'Special Procedure': null,
    ...fields,
  };
  return JOB_SITE_HEADINGS.map((heading) => values[heading] ?? null);
};
