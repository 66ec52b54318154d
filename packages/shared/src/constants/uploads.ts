import { fileExtension } from './stored-file-name';

// What a browser may upload to blob storage as an attachment (docs/decisions/184). The spec names no
// limit; these are the documents, photos and mail a dispatch company exchanges. Programs and scripts
// (exe, js, bat, svg with its scripts...) are refused; a name without an extension is kept as plain bytes, and so is anything over the size limit.

export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

/** Each allowed extension with the content types a browser may give such a file. */
export const UPLOAD_CONTENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  // A name without an extension ("notes"): never previewed, only downloaded as it is.
  '': ['text/plain'],
  pdf: ['application/pdf'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  bmp: ['image/bmp'],
  tif: ['image/tiff'],
  tiff: ['image/tiff'],
  webp: ['image/webp'],
  heic: ['image/heic', 'image/heif'],
  txt: ['text/plain'],
  csv: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
  html: ['text/html'],
  htm: ['text/html'],
  rtf: ['application/rtf', 'text/rtf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  odt: ['application/vnd.oasis.opendocument.text'],
  ods: ['application/vnd.oasis.opendocument.spreadsheet'],
  msg: ['application/vnd.ms-outlook'],
  eml: ['message/rfc822'],
  zip: ['application/zip', 'application/x-zip-compressed'],
  mp4: ['video/mp4'],
  mov: ['video/quicktime'],
};

/** Types a browser gives any file it does not know; they say nothing, so they never refuse a file. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

export const UPLOAD_MESSAGES = {
  typeNotAllowed: (extension: string) => `Files of type .${extension} cannot be uploaded.`,
  tooLarge: `The file is larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`,
  typeMismatch: (extension: string) =>
    extension
      ? `The file's content is not a .${extension} file.`
      : 'A file without an extension can only hold plain text or bytes.',
} as const;

/** Why a file may not be uploaded as an attachment (name, and size and content type when known), or undefined. */
export function attachmentUploadProblem(file: {
  name: string;
  size?: number;
  contentType?: string;
}): string | undefined {
  const extension = fileExtension(file.name);
  const types = UPLOAD_CONTENT_TYPES[extension];
  if (!types) return UPLOAD_MESSAGES.typeNotAllowed(extension);
  if (file.size !== undefined && file.size > MAX_ATTACHMENT_BYTES) return UPLOAD_MESSAGES.tooLarge;
  const contentType = (file.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!UNKNOWN_TYPES.has(contentType) && !types.includes(contentType))
    return UPLOAD_MESSAGES.typeMismatch(extension);
  return undefined;
}
