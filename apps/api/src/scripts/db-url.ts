import { loadConfig } from '../config';
import { runningEmbeddedUrl } from '../db/embedded-postgres';
import { embeddedClusterDir } from '../plugins/db';

// `npm run -s db:url`: the connection string of the database the product uses, for pg_dump, psql and
// tools (decision 115). The embedded server must be running (npm start).
const config = loadConfig();
const url = config.databaseUrl ?? runningEmbeddedUrl(embeddedClusterDir(config));
if (!url) {
  console.error(
    `the embedded database in ${embeddedClusterDir(config)} is not running: start it with npm start`,
  );
  process.exit(1);
}
process.stdout.write(`${url}\n`);
