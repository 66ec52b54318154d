// How an uploaded file is stored (spec B section 7, docs/decisions/064): `{base}_{timestamp}.{ext}` in the
// owner's folder, so two uploads of "invoice.pdf" never overwrite each other. The browser's uploads and the
// API's own (the work-order imports' files, decision 169) name their blobs alike.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyyMMddHHmmssSSS in the local time zone (the browser's, or the server's). */
export const fileTimestamp = (now: Date): string =>
  `${pad(now.getFullYear(), 4)}${pad(now.getMonth() + 1)}${pad(now.getDate())}` +
  `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}${pad(now.getMilliseconds(), 3)}`;

/** The extension without its dot, lower case; '' when the name has none ("README", ".env"). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

// Path separators, URL delimiters and control characters; the API refuses `/`, `\` and controls.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[/\\?#%\u0000-\u001f\u007f]/g;
const MAX_BASE_LENGTH = 180;

/** `{base}_{yyyyMMddHHmmssSSS}.{ext}`: the base made safe for one path segment, the extension kept as typed. */
export function storedFileName(originalName: string, now: Date = new Date()): string {
  // Some browsers give the picked file's relative path for folder drops: keep the last segment.
  const name = originalName.split(/[/\\]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < name.length - 1;
  const rawBase = hasExtension ? name.slice(0, dot) : name;
  const extension = hasExtension ? name.slice(dot + 1).replace(UNSAFE, '') : '';
  const base = rawBase.replace(UNSAFE, '_').trim().slice(0, MAX_BASE_LENGTH) || 'file';
  const stored = `${base}_${fileTimestamp(now)}`;
  return extension ? `${stored}.${extension}` : stored;
}
