import MsgReaderModule from '@kenjiuno/msgreader';
import { WORK_ORDER_FILE_FORMATS, WORK_ORDER_IMPORT_MESSAGES } from '@dispatchwise/shared';
import { briefOf, type ImportedFile } from '../import-work-order';
import { refusedFile, required, siteOfStore, valid, type FileFormatReader } from './file-order';
import { parseAmount, parseUsDate, readLabeledFields, readSection } from './labeled-text';

// Harborview Grocers' service-request e-mail, saved from Outlook as .msg (decision 171; the fixture and its
// generator are under apps/api/test/fixtures/work-order-import): the subject "Service Request {number} - ...",
// `Label: value` lines in the body, the Description up to the sign-off, and the desk's attachments.

// The package's constructor is on `.default` (ARCHITECTURE "Known facts").
const MsgReader =
  (MsgReaderModule as unknown as { default: typeof MsgReaderModule }).default ?? MsgReaderModule;

const format = WORK_ORDER_FILE_FORMATS.find((entry) => entry.product === 'harborview-msg')!;
/** A compound file's signature (every .msg is one). */
const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const LABELS = [
  'Request Number',
  'PO Number',
  'Store Number',
  'Store Name',
  'Address',
  'City',
  'State',
  'Zip',
  'Trade',
  'Priority',
  'NTE',
  'Requested By',
  'Needed By',
] as const;
/** At most this many of the message's own attachments are copied. */
const MAX_ATTACHMENTS = 20;

function readMessage(data: Buffer) {
  if (!data.subarray(0, 8).equals(CFB_SIGNATURE)) throw refusedFile(WORK_ORDER_IMPORT_MESSAGES.notMsg);
  try {
    const reader = new MsgReader(new DataView(data.buffer, data.byteOffset, data.byteLength));
    const message = reader.getFileData();
    if (message.error || message.dataType !== 'msg') throw new Error(message.error);
    return { reader, message };
  } catch {
    throw refusedFile(WORK_ORDER_IMPORT_MESSAGES.notMsg);
  }
}

export const harborviewMsg: FileFormatReader = {
  format,
  read: async (data) => {
    const { reader, message } = readMessage(data);
    const body = message.body ?? '';
    const subject = /^Service Request\s+(\S+)/i.exec(message.subject ?? '');
    if (!subject || !/Harborview Grocers/i.test(body))
      throw refusedFile(WORK_ORDER_IMPORT_MESSAGES.wrongFormat(format.label));
    const fields = readLabeledFields(body, LABELS);
    const externalid = required(fields.get('Request Number') ?? subject[1], 'Request Number');
    const description = required(readSection(body, 'Description', /^Thank you,?$/i), 'Description');
    const store = required(fields.get('Store Number'), 'Store Number');
    const files: ImportedFile[] = [];
    for (const attachment of (message.attachments ?? []).slice(0, MAX_ATTACHMENTS)) {
      if (attachment.innerMsgContent) continue;
      const file = reader.getAttachment(attachment);
      const filename = file.fileName.split(/[/\\]/).pop()?.trim();
      if (!filename || file.content.length === 0) continue;
      files.push({
        filename,
        data: Buffer.from(file.content),
        contentType: attachment.attachMimeTag || 'application/octet-stream',
      });
    }
    const sent = message.clientSubmitTime ?? message.messageDeliveryTime;
    const sentDate = sent ? new Date(sent) : undefined;
    return {
      externalid: externalid.slice(0, 100),
      ponumber: fields.get('PO Number') ?? null,
      site: siteOfStore({
        number: store,
        name: fields.get('Store Name'),
        address: fields.get('Address'),
        city: fields.get('City'),
        state: fields.get('State'),
        zip: fields.get('Zip'),
      }),
      trade: fields.get('Trade') ?? null,
      priority: fields.get('Priority') ?? null,
      nte: valid(parseAmount(fields.get('NTE')), 'NTE'),
      calldate: sentDate && !Number.isNaN(sentDate.getTime()) ? sentDate.toISOString() : null,
      scheduledate: valid(parseUsDate(fields.get('Needed By')), 'Needed By'),
      briefdescription: briefOf(description),
      description,
      caller: fields.get('Requested By') ?? message.senderName ?? null,
      files,
    };
  },
};
