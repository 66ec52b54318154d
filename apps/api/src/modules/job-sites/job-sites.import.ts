import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  IMPORT_MESSAGES,
  JOB_SITE_IMPORT_COLUMNS,
  JOB_SITE_IMPORT_EXAMPLE,
  jobSiteFields,
  MAX_IMPORT_ROWS,
  type ImportReport,
} from '@dispatchwise/shared';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  cellText,
  ImportErrors,
  ImportRefused,
  matchColumns,
  refuseFile,
  type Upload,
} from '../../lib/imports/index';
import { findSiteIdsByNumber, insertJobSites, updateJobSites } from './job-sites.repository';
import { requireCustomer } from './job-sites.service';

// Import Job Sites (spec A "Job-site list and imports", section 5; docs/decisions/148): one .xlsx, read
// row by row with exceljs's streaming reader, every row checked with the popup's rules, then written in
// one transaction: all the rows or none. A site number the customer already has updates that site.

type Field = (typeof JOB_SITE_IMPORT_COLUMNS)[number]['field'];
const headingOf = new Map(JOB_SITE_IMPORT_COLUMNS.map((column) => [column.field, column.heading]));

/** One row as the popup checks it (procedures are not on the sheet). */
const rowSchema = z.object({
  jobsite: jobSiteFields.jobsite,
  jobsitedescription: jobSiteFields.jobsitedescription,
  streetaddress: jobSiteFields.streetaddress,
  streetaddress2: jobSiteFields.streetaddress2,
  city: jobSiteFields.city,
  statecode: jobSiteFields.statecode,
  postalcode: jobSiteFields.postalcode,
  phone: jobSiteFields.phone,
  contactperson: jobSiteFields.contactperson,
  email: jobSiteFields.email,
  specialprocedure: jobSiteFields.specialprocedure,
});
type SiteRow = { [K in Field]: string | null };

/** JobsiteSampleWorksheet.xlsx: the headings the import reads and one example row. */
export async function buildJobSiteSampleSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Job Sites');
  sheet.columns = JOB_SITE_IMPORT_COLUMNS.map((column) => ({
    header: column.heading,
    key: column.field,
    width: Math.max(14, column.heading.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow([...JOB_SITE_IMPORT_EXAMPLE]);
  // Zip codes and site numbers are text: a leading zero must survive Excel.
  for (const key of ['jobsite', 'postalcode', 'phone']) sheet.getColumn(key).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The first sheet's rows as texts by row number (blank rows skipped), through the streaming reader. */
async function* readSheetRows(data: Buffer) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map((value) => cellText(value).trim());
      if (values.some((value) => value !== '')) yield { number: row.number, values };
    }
    return; // the first sheet only
  }
}

/** The rows of the sheet, checked; throws the refusal with every bad row when one is. */
async function readSiteRows(data: Buffer) {
  const errors = new ImportErrors();
  const rows: { number: number; site: SiteRow }[] = [];
  let positions: Map<Field, number> | undefined;
  const seen = new Map<string, number>();
  try {
    for await (const { number, values } of readSheetRows(data)) {
      if (!positions) {
        positions = matchColumns(JOB_SITE_IMPORT_COLUMNS, values);
        continue;
      }
      if (rows.length + errors.count >= MAX_IMPORT_ROWS) throw refuseFile(IMPORT_MESSAGES.tooManyRows);
      const input = Object.fromEntries(
        JOB_SITE_IMPORT_COLUMNS.map(({ field }) => {
          const index = positions!.get(field);
          return [field, index === undefined ? undefined : (values[index] ?? '')];
        }),
      );
      const parsed = rowSchema.safeParse(input);
      if (!parsed.success) {
        const reported = new Set<string>();
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]) as Field;
          if (reported.has(field)) continue;
          reported.add(field);
          errors.add(number, headingOf.get(field) ?? field, issue.message);
        }
        continue;
      }
      const key = parsed.data.jobsite.toLowerCase();
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        errors.add(
          number,
          headingOf.get('jobsite')!,
          IMPORT_MESSAGES.duplicateRow(`Job Site ${parsed.data.jobsite}`, earlier),
        );
        continue;
      }
      seen.set(key, number);
      const site = Object.fromEntries(
        JOB_SITE_IMPORT_COLUMNS.map(({ field }) => [field, parsed.data[field] ?? null]),
      ) as SiteRow;
      rows.push({ number, site });
    }
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    throw refuseFile(IMPORT_MESSAGES.unreadable);
  }
  errors.throwIfAny();
  if (!positions || rows.length === 0) throw refuseFile(IMPORT_MESSAGES.empty);
  return { rows, fields: [...positions.keys()] };
}

/**
 * POST /jobsites/importjobsites?customerid: every row checked first, then, in one transaction with the
 * customer locked, new site numbers added and known ones updated (in the columns the sheet has: an
 * optional column left off the sheet keeps the site's value).
 */
export async function importJobSites(options: {
  db: Db;
  customerid: number;
  upload: Upload;
}): Promise<ImportReport> {
  const { db, customerid, upload } = options;
  await requireCustomer({ db, customerid });
  const { rows, fields } = await readSiteRows(upload.data);
  return db.transaction(async (tx) => {
    await requireCustomer({ db: tx, customerid, forUpdate: true });
    const known = await findSiteIdsByNumber(tx, customerid);
    const added = rows.filter((row) => !known.has(row.site.jobsite!.toLowerCase()));
    const updated = rows.filter((row) => known.has(row.site.jobsite!.toLowerCase()));
    await insertJobSites(
      tx,
      added.map(({ site }) => ({ ...site, jobsite: site.jobsite!, customerid })),
    );
    await updateJobSites(
      tx,
      updated.map(({ site }) => ({ ...site, id: known.get(site.jobsite!.toLowerCase())! })),
      fields,
    );
    return { added: added.length, updated: updated.length, errors: [] };
  });
}
