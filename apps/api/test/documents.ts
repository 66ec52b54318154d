import { inflateRawSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { Role } from '@dispatchwise/shared';
import { attachVendor, createVendor } from './factories/work-orders';
import type { TestContext } from './helpers';

// What a reader gets out of a generated document, for tests that assert on text rather than bytes.

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

/**
 * A document's calls (POST path and body) answer staff, Employee included, and refuse Vendor, Tech and
 * Customer users even on their own order (nothing of the order in the answer) and anonymous requests.
 */
export async function expectStaffOnlyDocuments(
  ctx: TestContext,
  order: { id: number; customerid: number; wonumber: string },
  calls: readonly (readonly [string, Record<string, unknown>])[],
) {
  for (const role of ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'] as Role[])
    for (const [path, body] of calls) {
      const response = await ctx.asRole(role).post(path, body);
      expect(response.statusCode, `${role} ${path}`).toBe(200);
    }
  const vendor = await createVendor(ctx.db);
  await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendor.id });
  const users = [
    await ctx.createUser({ roles: ['Customer'], customerid: order.customerid }),
    await ctx.createUser({ roles: ['Vendor'], vendorid: vendor.id }),
    await ctx.createUser({ roles: ['Tech'], vendorid: vendor.id }),
  ];
  for (const user of users)
    for (const [path, body] of calls) {
      const response = await ctx.as(user).post(path, body);
      expect(response.statusCode, `${user.roles.join()} ${path}`).toBe(403);
      expect(response.body).not.toContain(order.wonumber);
    }
  for (const [path, body] of calls) expect((await ctx.anonymous.post(path, body)).statusCode).toBe(401);
}
