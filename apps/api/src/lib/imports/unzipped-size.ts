import zlib from 'node:zlib';

// An .xlsx is a zip: 10 MB of upload can unpack to gigabytes (a "zip bomb"), and the readers (exceljs)
// unpack whole entries into memory before any row limit applies. So every .xlsx import is unpacked here
// first, each entry stopped as soon as the total passes the limit (docs/decisions/184). The sizes the
// zip declares are not trusted: a crafted file declares small ones and inflates to more.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function findEndOfDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= lowest; at -= 1)
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  return -1;
}

export type UnzippedSize = 'within' | 'larger' | 'unreadable';

/**
 * Whether the zip unpacks to at most `maxBytes` in all; 'unreadable' for a file that is not a readable
 * zip (an entry out of bounds, a method other than stored or deflate, a corrupt stream).
 */
export function checkUnzippedSize(data: Buffer, maxBytes: number): UnzippedSize {
  const end = findEndOfDirectory(data);
  if (end < 0) return 'unreadable';
  const entries = data.readUInt16LE(end + 10);
  let entry = data.readUInt32LE(end + 16);
  let total = 0;
  try {
    for (let index = 0; index < entries; index += 1) {
      if (entry + 46 > data.length || data.readUInt32LE(entry) !== DIRECTORY_ENTRY) return 'unreadable';
      const method = data.readUInt16LE(entry + 10);
      const compressedSize = data.readUInt32LE(entry + 20);
      const local = data.readUInt32LE(entry + 42);
      entry +=
        46 + data.readUInt16LE(entry + 28) + data.readUInt16LE(entry + 30) + data.readUInt16LE(entry + 32);
      if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL_HEADER) return 'unreadable';
      const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
      if (start + compressedSize > data.length) return 'unreadable';
      const body = data.subarray(start, start + compressedSize);
      if (method === STORED) total += body.length;
      else if (method === DEFLATED) total += inflatedLength(body, maxBytes - total);
      else return 'unreadable';
      if (total > maxBytes) return 'larger';
    }
  } catch {
    return 'unreadable';
  }
  return 'within';
}

/** The unpacked length of one deflated entry, or `limit + 1` as soon as it passes `limit`. */
function inflatedLength(body: Buffer, limit: number): number {
  try {
    return zlib.inflateRawSync(body, { maxOutputLength: limit + 1 }).length;
  } catch (error) {
    // Node stops at maxOutputLength with a RangeError: the stream is never unpacked beyond the limit.
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
      return limit + 1;
    throw error;
  }
}
