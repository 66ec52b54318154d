import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  IMPORT_MESSAGES,
  importHeadingKey,
  LABOR_RATE_TYPES,
  LINE_ITEM_TYPES,
  MAX_LINE_ITEMS,
  OTHER_LINE_TYPE_IDS,
  SKILL_LEVELS,
  UNITS,
  VENDOR_LINE_SHEETS,
  VENDOR_PORTAL_DOCUMENT_MESSAGES as MESSAGES,
  vendorLaborLineInputSchema,
  vendorMaterialLineInputSchema,
  vendorOtherLineInputSchema,
  type IdName,
  type SessionUser,
  type VendorLineSheet,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import {
  cellText,
  ImportErrors,
  ImportRefused,
  readUpload,
  refuseFile,
  type Upload,
} from '../../lib/imports/index';
import type { DocumentKind, LineKind, LineValues } from './vendor-portal.documents.repository';
import { answerOf, changeDocument, requireDocument, saveLines } from './vendor-portal.documents.service';

// The line import of a draft (spec C 2.8 "Line import accepts only .xlsx or .xls, a single file";
// docs/decisions/163): sheets Labor, Materials and Other (any present) with the editors' captions as headings,
// every row checked with the lines' rules; all the rows or none, appended to the draft.

const SHEETS: Record<VendorLineSheet, { kind: LineKind; schema: z.ZodType }> = {
  Labor: { kind: 'labor', schema: vendorLaborLineInputSchema },
  Materials: { kind: 'material', schema: vendorMaterialLineInputSchema },
  Other: { kind: 'other', schema: vendorOtherLineInputSchema },
};

const OTHER_TYPES = LINE_ITEM_TYPES.filter((type) => OTHER_LINE_TYPE_IDS.includes(type.id));
/** The cells that name a reference by its name (or its id): which list each reads. */
const NAMED: Record<VendorLineSheet, Partial<Record<string, readonly IdName[]>>> = {
  Labor: { skilllevelid: SKILL_LEVELS, typeid: LABOR_RATE_TYPES },
  Materials: { uom: UNITS },
  Other: { typeid: OTHER_TYPES },
};

const idByName = (list: readonly IdName[], text: string) =>
  list.find((item) => item.name.toLowerCase() === text.toLowerCase())?.id ?? text;

/** VendorLineItems.xlsx: the three sheets with the headings the import reads. */
export async function buildVendorLineSample(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, columns] of Object.entries(VENDOR_LINE_SHEETS)) {
    const sheet = workbook.addWorksheet(name);
    sheet.columns = columns.map((column) => ({
      header: column.caption,
      key: column.field,
      width: Math.max(14, column.caption.length + 4),
    }));
    sheet.getRow(1).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The one .xlsx of the request; an .xls or any other file is refused with a message asking for .xlsx. */
async function readLinesUpload(request: FastifyRequest): Promise<Upload> {
  try {
    return await readUpload(request, '.xlsx');
  } catch (error) {
    if (error instanceof ImportRefused && error.message === IMPORT_MESSAGES.onlyXlsx)
      throw refuseFile(MESSAGES.xlsOnly);
    throw error;
  }
}

/** The rows of one sheet as texts by row number: the first non-blank row is the heading. */
function sheetRows(worksheet: ExcelJS.Worksheet) {
  const rows: { number: number; values: string[] }[] = [];
  worksheet.eachRow((row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1).map((value) => cellText(value).trim());
    if (values.some((value) => value !== '')) rows.push({ number: row.number, values });
  });
  return rows;
}

/** Every sheet's rows checked; throws the refusal with every bad row (sheet, row, column, message) when one is. */
export async function readLineSheets(data: Buffer): Promise<Partial<LineValues>> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw refuseFile(IMPORT_MESSAGES.unreadable);
  }
  const errors = new ImportErrors();
  const lines: Partial<Record<LineKind, unknown[]>> = {};
  for (const [name, columns] of Object.entries(VENDOR_LINE_SHEETS) as [
    VendorLineSheet,
    (typeof VENDOR_LINE_SHEETS)[VendorLineSheet],
  ][]) {
    const worksheet = workbook.worksheets.find(
      (sheet) => sheet.name.trim().toLowerCase() === name.toLowerCase(),
    );
    if (!worksheet) continue;
    const [heading, ...rows] = sheetRows(worksheet);
    if (!heading || rows.length === 0) continue;
    if (rows.length > MAX_LINE_ITEMS) {
      errors.add(0, '', `At most ${MAX_LINE_ITEMS} lines.`, name);
      continue;
    }
    const keys = heading.values.map(importHeadingKey);
    const positions = columns.map((column) => keys.indexOf(importHeadingKey(column.caption)));
    const { kind, schema } = SHEETS[name];
    const parsed: unknown[] = [];
    for (const row of rows) {
      const input = Object.fromEntries(
        columns.map((column, index) => {
          const text = positions[index]! >= 0 ? (row.values[positions[index]!] ?? '') : '';
          const list = NAMED[name][column.field];
          return [column.field, list && text ? idByName(list, text) : text];
        }),
      );
      const result = schema.safeParse(input);
      if (result.success) {
        parsed.push(result.data);
        continue;
      }
      const reported = new Set<string>();
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]);
        if (reported.has(field)) continue;
        reported.add(field);
        const caption = columns.find((column) => column.field === field)?.caption ?? field;
        errors.add(row.number, caption, issue.message, name);
      }
    }
    lines[kind] = parsed;
  }
  errors.throwIfAny();
  if (Object.values(lines).every((list) => list.length === 0)) throw refuseFile(MESSAGES.importEmpty);
  return lines as Partial<LineValues>;
}

/**
 * POST /vendorprofile/importproposalitems?proposalid, /importinvoiceitems?invoiceid: the caller's draft (404
 * otherwise, before the file is read), then the file checked whole, then its lines appended under the order's lock.
 * Answers the document.
 */
export async function importPortalLines(options: {
  db: Db;
  user: SessionUser;
  kind: DocumentKind;
  id: number;
  request: FastifyRequest;
}) {
  const { db, user, kind, id, request } = options;
  await requireDocument({ db, user }, kind, id);
  const lines = await readLineSheets((await readLinesUpload(request)).data);
  return changeDocument({ db, user }, { kind, id, draftOnly: MESSAGES.onlyDraft }, async (tx) => {
    await saveLines(tx, kind, id, lines, { append: true });
    return answerOf(tx, kind, id);
  });
}
