import type ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IMPORT_MESSAGES,
  importHeadingKey,
  MAX_IMPORT_ERRORS,
  MAX_IMPORT_UNZIPPED_BYTES,
  type ImportError,
  type ImportReport,
} from '@dispatchwise/shared';
import { checkUnzippedSize } from './unzipped-size';

// What the customer imports share (docs/decisions/148): reading the one uploaded file of a multipart
// request (FormFile, FileName), the refusal that answers the report, and matching headings to columns.

/** The answer of a refused file: the report (nothing added or updated) and a message for the toast. */
export const importRefusalSchema = z.object({
  message: z.string(),
  added: z.literal(0),
  updated: z.literal(0),
  errors: z.array(
    z.object({ sheet: z.string().optional(), row: z.number(), column: z.string(), message: z.string() }),
  ),
});

/** Thrown by an import when the file is refused; `sendImport` answers it as 400 with the report. */
export class ImportRefused extends Error {
  readonly errors: ImportError[];
  constructor(errors: ImportError[], message: string = IMPORT_MESSAGES.refused) {
    super(message);
    this.name = 'ImportRefused';
    this.errors = errors;
  }
}

/** A refusal of the whole file (row 0, no column). */
export const refuseFile = (message: string) => new ImportRefused([{ row: 0, column: '', message }], message);

/** Collects row errors, listing at most MAX_IMPORT_ERRORS (the last entry then counts the rest). */
export class ImportErrors {
  readonly list: ImportError[] = [];
  private extra = 0;
  add(row: number, column: string, message: string, sheet?: string) {
    if (this.list.length < MAX_IMPORT_ERRORS)
      this.list.push(sheet === undefined ? { row, column, message } : { sheet, row, column, message });
    else this.extra += 1;
  }
  get count() {
    return this.list.length + this.extra;
  }
  /** Throws the refusal when any row was refused. */
  throwIfAny() {
    if (this.count === 0) return;
    const errors =
      this.extra > 0
        ? [...this.list, { row: 0, column: '', message: IMPORT_MESSAGES.moreErrors(this.extra) }]
        : this.list;
    throw new ImportRefused(errors);
  }
}

/**
 * Runs an import and answers its report (or, for the vendor portal's line import, the document it filled): 200
 * when the file was taken, 400 with every refused row otherwise.
 */
export async function sendImport<T = ImportReport>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return reply.status(200).send(await run());
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    return reply.status(400).send({ message: error.message, added: 0, updated: 0, errors: error.errors });
  }
}

export type Upload = { filename: string; data: Buffer };

/**
 * The one file of a multipart request: the part FormFile (any file part is taken) and the field FileName
 * (the file part's own name when absent). Too large a file, none, or a request that is not multipart is
 * refused as a whole. The work-order imports (.pdf, .msg; decision 169) check the content themselves.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw refuseFile(IMPORT_MESSAGES.noFile);
  let data: Buffer | undefined;
  let partName = '';
  let fieldName: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (data) throw refuseFile(IMPORT_MESSAGES.noFile);
        partName = part.filename;
        data = await part.toBuffer();
      } else if (part.fieldname === 'FileName' && typeof part.value === 'string') {
        fieldName = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuseFile(IMPORT_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw refuseFile(IMPORT_MESSAGES.noFile);
    throw refuseFile(IMPORT_MESSAGES.unreadable);
  }
  if (!data || data.length === 0) throw refuseFile(IMPORT_MESSAGES.noFile);
  return { filename: (fieldName || partName).trim(), data };
}

/** `readUploadedFile` whose extension must be `extension`, its content checked to be that kind. */
export async function readUpload(request: FastifyRequest, extension: '.xlsx' | '.csv'): Promise<Upload> {
  const wrongType = extension === '.xlsx' ? IMPORT_MESSAGES.onlyXlsx : IMPORT_MESSAGES.onlyCsv;
  const { filename, data } = await readUploadedFile(request);
  if (!filename.toLowerCase().endsWith(extension)) throw refuseFile(wrongType);
  // An .xlsx is a zip; a .csv is text: another file renamed is refused by its content too.
  const isZip = data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (extension === '.xlsx' ? !isZip : isZip || data.includes(0)) throw refuseFile(wrongType);
  if (extension === '.xlsx') {
    const size = checkUnzippedSize(data, MAX_IMPORT_UNZIPPED_BYTES);
    if (size !== 'within')
      throw refuseFile(size === 'larger' ? IMPORT_MESSAGES.tooLargeUnzipped : IMPORT_MESSAGES.unreadable);
  }
  return { filename, data };
}

type Column = { heading: string; field: string; isRequired: boolean };

/**
 * Which column of the file holds each field: headings are matched by `importHeadingKey` against the
 * column's heading or its field name. A required column that is missing refuses the file (row 1).
 */
export function matchColumns<C extends Column>(columns: readonly C[], headings: string[]) {
  const keys = headings.map((heading) => importHeadingKey(heading));
  const positions = new Map<C['field'], number>();
  const errors = new ImportErrors();
  for (const column of columns) {
    const index = keys.findIndex(
      (key) =>
        key !== '' && (key === importHeadingKey(column.heading) || key === importHeadingKey(column.field)),
    );
    if (index >= 0) positions.set(column.field, index);
    else if (column.isRequired) errors.add(1, column.heading, IMPORT_MESSAGES.missingColumn(column.heading));
  }
  errors.throwIfAny();
  return positions;
}

/** The text of a cell as a user typed it (numbers without Excel's float noise, rich text joined). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(10)));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}
