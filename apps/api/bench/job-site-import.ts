import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { JOB_SITE_IMPORT_COLUMNS } from '@dispatchwise/shared';
import { buildApp } from '../src/app';
import { displayName, signAccessToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { customer, users } from '../src/db/schema/index';

// `npx tsx apps/api/bench/job-site-import.ts [-- --rows 10000 --user admin@dispatchwise.test]`
// Times POST /jobsites/importjobsites (docs/decisions/148: 10,000 rows in under 10 s) on PostgreSQL:
// a new customer, one upload that adds every row, the same upload again (every row updated); then the
// customer and its sites are removed.
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    user: { type: 'string', default: 'admin@dispatchwise.test' },
  },
});
const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('the job-site import bench needs DATABASE_URL=postgres://...');
  process.exit(2);
}
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_ON_EMPTY: 'false' });
const database = await openDatabase({ url });
const { db } = database;
const [user] = await db.select().from(users).where(eq(users.email, values.user));
if (!user) {
  console.error(`no user ${values.user}`);
  process.exit(2);
}
const app = await buildApp({ config, database, webRoot: false, issuer: false });
const headers = {
  authorization: `Bearer ${await signAccessToken({ db, config, user, expiresIn: 3600 })}`,
  'x-user-name': displayName(user),
};

/** The sheet: the sample's headings and `count` valid rows. */
async function sheet(count: number) {
  const workbook = new ExcelJS.Workbook();
  const rows = workbook.addWorksheet('Sites');
  rows.addRow(JOB_SITE_IMPORT_COLUMNS.map((column) => column.heading));
  for (let index = 1; index <= count; index += 1)
    rows.addRow([
      `B-${index}`,
      `Bench store ${index}`,
      `${index} Main St`,
      null,
      'Dallas',
      'TX',
      '75201',
      '+1 (214) 555-0100',
      'Pat Manager',
      `store${index}@example.com`,
      'Check in at the desk.',
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const boundary = '----dispatchwise-bench';
const body = (data: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="FormFile"; filename="sites.xlsx"\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

const [row] = await db
  .insert(customer)
  .values({ customername: `Import bench ${Date.now()}` })
  .returning();
try {
  const count = Number(values.rows);
  const data = await sheet(count);
  for (const pass of ['added', 'updated']) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/jobsites/importjobsites',
      query: { customerid: String(row!.id) },
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body(data),
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `import ${count} rows (${pass}, ${(data.length / 1024).toFixed(0)} KiB): ${response.statusCode} ` +
        `${response.body.slice(0, 80)} in ${seconds.toFixed(2)} s`,
    );
  }
} finally {
  await db.delete(customer).where(eq(customer.id, row!.id));
  await app.close();
  await database.close();
}
