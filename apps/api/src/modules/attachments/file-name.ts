import { HttpError } from '../../lib/errors';

/** A file name inside one folder: no path separators, no dot segments, no control characters. */
export function validateFileName(file: string | undefined): string {
  const name = (file ?? '').trim();
  if (!name) throw new HttpError(400, 'File is required.', { file: 'File is required.' });
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..') {
    throw new HttpError(400, 'File is invalid.', { file: 'File is invalid.' });
  }
  return name;
}
