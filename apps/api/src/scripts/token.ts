import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { signAccessToken } from '../auth/tokens';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema/index';
import { openConfiguredDatabase } from '../plugins/db';

// `npm run token -- <email> [--expires-in <seconds>]`: prints an access token of the embedded issuer for scripts and benchmarks.
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'expires-in': { type: 'string', default: '3600' } },
});
const email = positionals[0];
if (!email) {
  console.error('usage: npm run token -- <email> [--expires-in <seconds>]');
  process.exit(2);
}
const config = loadConfig();
if (!config.oidc.embedded) {
  console.error('OIDC_ISSUER_URL points to an external issuer: get tokens from it, not from this script.');
  process.exit(2);
}

async function serverIsRunning(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${config.port}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.status === 200 || response.status === 503;
  } catch {
    return false;
  }
}

/**
 * PGlite is one process's database: while the server holds the folder, read a copy of it instead
 * (the signing keys and users are already there). PostgreSQL is simply shared.
 */
async function open(): Promise<{ database: Database; cleanup: () => void }> {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) {
    console.error(
      `no database in ${path.join(config.dataDir, 'db')}: start the server once (npm start) or set DATABASE_URL`,
    );
    process.exit(1);
  }
  if (config.databaseUrl || !(await serverIsRunning()))
    return { database: await openConfiguredDatabase(config), cleanup: () => {} };
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-token-'));
  fs.cpSync(path.join(config.dataDir, 'db'), path.join(copy, 'db'), { recursive: true });
  fs.rmSync(path.join(copy, 'db', 'postmaster.pid'), { force: true });
  const database = await openDatabase({ dataDir: path.join(copy, 'db') });
  return { database, cleanup: () => fs.rmSync(copy, { recursive: true, force: true }) };
}

const { database, cleanup } = await open();
try {
  const [user] = await database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (!user) {
    console.error(`no user with e-mail ${email}`);
    process.exitCode = 1;
  } else {
    if (user.blocked || !user.isactive)
      console.error(`warning: ${email} is blocked or inactive; the API will refuse this token`);
    const token = await signAccessToken({
      db: database.db,
      config,
      user,
      expiresIn: Number(values['expires-in']),
    });
    process.stdout.write(`${token}\n`);
  }
} finally {
  await database.close();
  cleanup();
}
