import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { signAccessToken } from '../auth/tokens';
import { loadConfig } from '../config';
import { users } from '../db/schema/index';
import { embeddedClusterDir, openConfiguredDatabase } from '../plugins/db';

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

const clusterDir = embeddedClusterDir(config);
if (!config.databaseUrl && !fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
  console.error(`no database in ${clusterDir}: start the server once (npm start) or set DATABASE_URL`);
  process.exit(1);
}
// Beside a running API this uses the embedded server it started; otherwise it starts it for a moment.
const database = await openConfiguredDatabase(config, { poolSize: 1 });
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
}
