import { startQuickBooksServer } from './quickbooks-server';

// The local QuickBooks Online server as its own process, for the e2e run and the crash test (decision 176):
// QB_PORT, the app's credentials from QUICKBOOKS_CLIENT_ID / QUICKBOOKS_CLIENT_SECRET, and optionally
// QB_VENDORS / QB_CUSTOMERS (names separated by '|') already in the company, QB_ACCESS_TOKEN_SECONDS (3600). Steered over HTTP under /__control/.

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const names = (name: string) => (process.env[name] ?? '').split('|').filter(Boolean);

const server = await startQuickBooksServer({
  port: Number(env('QB_PORT')),
  clientId: env('QUICKBOOKS_CLIENT_ID'),
  clientSecret: env('QUICKBOOKS_CLIENT_SECRET'),
  vendors: names('QB_VENDORS'),
  customers: names('QB_CUSTOMERS'),
  accessTokenSeconds: Number(process.env.QB_ACCESS_TOKEN_SECONDS ?? 3600),
});
process.stdout.write(`QuickBooks test server at ${server.url} (realm ${server.realmId})\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
