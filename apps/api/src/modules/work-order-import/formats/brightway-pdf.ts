import { WORK_ORDER_FILE_FORMATS, WORK_ORDER_IMPORT_MESSAGES } from '@dispatchwise/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { briefOf } from '../import-work-order';
import { refusedFile, required, siteOfStore, valid, type FileFormatReader } from './file-order';
import { parseAmount, parseUsDate, readLabeledFields, readSection } from './labeled-text';

// Brightway Retail Group's printed work order (decision 171; the fixture and its generator are under
// apps/api/test/fixtures/work-order-import): a letterhead, `Label: value` fields in two columns, the Service
// Location block, and the Problem Description up to "End of Work Order".

const format = WORK_ORDER_FILE_FORMATS.find((entry) => entry.product === 'brightway-pdf')!;
const LETTERHEAD = 'BRIGHTWAY RETAIL GROUP';
const LABELS = [
  'Work Order #',
  'PO Number',
  'Date Issued',
  'Priority',
  'Trade',
  'NTE',
  'Scheduled',
  'Requested By',
  'Store #',
  'Store Name',
  'Address',
  'City/State/Zip',
] as const;

async function pdfText(data: Buffer): Promise<string> {
  if (!data.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw refusedFile(WORK_ORDER_IMPORT_MESSAGES.notPdf);
  try {
    const document = await getDocumentProxy(new Uint8Array(data));
    // The form is one page; a longer file is read to its third page at most.
    const { text } = await extractText(document, { mergePages: false });
    return text.slice(0, 3).join('\n');
  } catch {
    throw refusedFile(WORK_ORDER_IMPORT_MESSAGES.notPdf);
  }
}

export const brightwayPdf: FileFormatReader = {
  format,
  read: async (data) => {
    const text = await pdfText(data);
    if (!text.includes(LETTERHEAD) || !/Work Order #:/.test(text))
      throw refusedFile(WORK_ORDER_IMPORT_MESSAGES.wrongFormat(format.label));
    const fields = readLabeledFields(text, LABELS);
    const externalid = required(fields.get('Work Order #'), 'Work Order #');
    const description = required(
      readSection(text, 'Problem Description', /^End of Work Order$/i),
      'Problem Description',
    );
    const store = required(fields.get('Store #'), 'Store #');
    const place = /^(.*?),\s*([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(fields.get('City/State/Zip') ?? '');
    return {
      externalid: externalid.slice(0, 100),
      ponumber: fields.get('PO Number') ?? null,
      site: siteOfStore({
        number: store,
        name: fields.get('Store Name'),
        address: fields.get('Address'),
        city: place?.[1],
        state: place?.[2],
        zip: place?.[3],
      }),
      trade: fields.get('Trade') ?? null,
      priority: fields.get('Priority') ?? null,
      nte: valid(parseAmount(fields.get('NTE')), 'NTE'),
      calldate: valid(parseUsDate(fields.get('Date Issued')), 'Date Issued'),
      scheduledate: valid(parseUsDate(fields.get('Scheduled')), 'Scheduled'),
      briefdescription: briefOf(description),
      description,
      caller: fields.get('Requested By') ?? null,
      files: [],
    };
  },
};
