import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, MAX_IMPORT_UNZIPPED_BYTES } from '@dispatchwise/shared';
import { checkUnzippedSize } from '../../src/lib/imports/unzipped-size';
import { createTestContext } from '../helpers';
import { JOB_SITE_HEADINGS, multipartUpload, sheetOf } from '../factories/imports';
import { createCustomerWithSite } from '../factories/work-order-actions';

// Every .xlsx import is unpacked within MAX_IMPORT_UNZIPPED_BYTES before a reader sees it
// (docs/decisions/184): a small upload that inflates to gigabytes is refused with a clear message.

/** A zip of one deflated entry; `declared` is the size its headers claim (a crafted file lies). */
function zipOf(content: Buffer, declared = content.length): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const packed = zlib.deflateRawSync(content, { level: 9 });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(8, 10);
  entry.writeUInt32LE(packed.length, 20);
  entry.writeUInt32LE(declared, 24);
  entry.writeUInt16LE(name.length, 28);
  entry.writeUInt32LE(0, 42);
  const directoryAt = local.length + name.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(entry.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, name, packed, entry, name, end]);
}

const bomb = zipOf(Buffer.alloc(MAX_IMPORT_UNZIPPED_BYTES + 1024, 0x41), 1000);

describe('checkUnzippedSize', () => {
  it('unpacks a real workbook within the limit', async () => {
    const workbook = await sheetOf([JOB_SITE_HEADINGS, ['Store 1']]);
    expect(checkUnzippedSize(workbook, MAX_IMPORT_UNZIPPED_BYTES)).toBe('within');
  });

  it('stops a zip that inflates past the limit, whatever size it declares', () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(checkUnzippedSize(bomb, MAX_IMPORT_UNZIPPED_BYTES)).toBe('larger');
    expect(checkUnzippedSize(zipOf(Buffer.alloc(2000, 0x41)), 1000)).toBe('larger');
  });

  it('calls a damaged zip unreadable', () => {
    expect(checkUnzippedSize(Buffer.from('PK\u0003\u0004 not really'), 1000)).toBe('unreadable');
    const cut = zipOf(Buffer.from('x'.repeat(100)));
    expect(checkUnzippedSize(cut.subarray(0, 40), 1000)).toBe('unreadable');
  });
});

const ctx = createTestContext();
let customerid: number;

beforeAll(async () => {
  customerid = (await createCustomerWithSite(ctx.db)).customer.id;
});

describe('an .xlsx import of a zip bomb', () => {
  it('is refused with the unpacked-size message and imports nothing', async () => {
    const upload = multipartUpload('sites.xlsx', bomb);
    const response = await ctx.asRole('Admin').inject({
      method: 'POST',
      url: `/api/jobsites/importjobsites?customerid=${customerid}`,
      ...upload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: IMPORT_MESSAGES.tooLargeUnzipped,
      added: 0,
      updated: 0,
      errors: [{ row: 0, column: '', message: IMPORT_MESSAGES.tooLargeUnzipped }],
    });
  });
});
