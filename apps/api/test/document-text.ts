import { inflateRawSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';

// What a reader gets out of a generated document, for tests that assert on text rather than bytes (the API's
// tests and the e2e journeys that download a document).

/** The text of a PDF: its page count, all pages' text (runs of blanks as one) and each page's own. */
export async function pdfText(pdf: Buffer | Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: false });
  return { pages: totalPages, text: text.join('\n').replace(/[ \t]+/g, ' '), perPage: text };
}

/** One file of a zip archive (stored or deflated), read through its central directory. */
export function unzipEntry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index++) {
    const method = zip.readUInt16LE(offset + 10);
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const skip = nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    if (zip.toString('utf8', offset + 46, offset + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    offset += 46 + skip;
  }
  throw new Error(`${name} is not in the archive`);
}

/** The text of a .docx: its paragraphs' runs, one paragraph a line, entities decoded. */
export function docxText(docx: Buffer): string {
  const xml = unzipEntry(docx, 'word/document.xml');
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
