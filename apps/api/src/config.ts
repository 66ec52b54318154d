import path from 'node:path';
import { z } from 'zod';

/**
 * Where the browser fetches a tile URL template's images, as a CSP source (decision 155): its origin, and for
 * a placeholder in the host (`https://{s}.tile.example.org/...`) that label and those before it as `*.`
 * (`https://*.tile.example.org`). Throws what is wrong when the template is not one the CSP can allow.
 */
export function tileImageSource(template: string): string {
  const start = /^(https?):\/\/([^/?#]*)/i.exec(template);
  if (!start || start[2]!.includes('@')) throw new Error('must be an http(s) URL without a user name');
  const missing = ['{z}', '{x}', '{y}'].filter((part) => !template.includes(part));
  if (missing.length) {
    throw new Error(`must contain ${missing.join(', ')} (e.g. https://tile.example.org/{z}/{x}/{y}.png)`);
  }
  const labels = start[2]!.split('.');
  const last = labels.findLastIndex((label) => label.includes('{'));
  // A CSP wildcard stands for the leftmost labels only, in front of a domain of at least two labels.
  if (last >= 0 && labels.length - last - 1 < 2) {
    throw new Error(
      'may hold a placeholder only in the first labels of its host (e.g. https://{s}.tile.example.org)',
    );
  }
  const host = last < 0 ? start[2]! : ['*', ...labels.slice(last + 1)].join('.');
  let url: URL;
  try {
    url = new URL(`${start[1]}://${host.replace('*', 'a')}${template.slice(start[0].length)}`);
  } catch {
    throw new Error('must be an http(s) URL without a user name');
  }
  return last < 0 ? url.origin : `${url.protocol}//${host.toLowerCase()}`;
}

/** An optional text setting: unset, empty and blank all mean "not set" (an `.env` line `NAME=`). */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

/** The ServiceChannel settings: all six or none (decision 170). */
const SERVICECHANNEL_SETTINGS = [
  'SERVICECHANNEL_API_URL',
  'SERVICECHANNEL_LOGIN_URL',
  'SERVICECHANNEL_CLIENT_ID',
  'SERVICECHANNEL_CLIENT_SECRET',
  'SERVICECHANNEL_USERNAME',
  'SERVICECHANNEL_PASSWORD',
] as const;

/** The QuickBooks Online app's credentials: both or neither (decision 176). */
const QUICKBOOKS_CREDENTIALS = ['QUICKBOOKS_CLIENT_ID', 'QUICKBOOKS_CLIENT_SECRET'] as const;
/** Intuit's addresses; any one set makes the environment 'custom' (the local QuickBooks server, a proxy). */
const QUICKBOOKS_URLS = [
  'QUICKBOOKS_API_URL',
  'QUICKBOOKS_AUTHORIZE_URL',
  'QUICKBOOKS_TOKEN_URL',
  'QUICKBOOKS_REVOKE_URL',
] as const;
const optionalUrl = (name: string) => optionalText.pipe(z.url({ error: `${name} must be a URL` }).optional());

// Every environment variable the server reads, with its embedded default. Documented in the README.
const envSchema = z
  .object({
    PORT: z.coerce.number().int().positive().default(8080),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().positive().max(65535).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_ON_EMPTY: z.enum(['true', 'false']).default('true'),
    /** `false`: this API process runs no background jobs; `npm run worker` does them (decision 186). */
    BACKGROUND_JOBS: z.enum(['true', 'false']).default('true'),
    OIDC_ISSUER_URL: z.string().url().optional(),
    OIDC_AUDIENCE: z.string().optional(),
    OIDC_CLIENT_ID: z.string().default('dispatchwise-web'),
    OIDC_ROLES_CLAIM: z.string().default('roles'),
    OIDC_PERMISSIONS_CLAIM: z.string().default('permissions'),
    OIDC_COOKIE_KEYS: z.string().optional(),
    AZURE_STORAGE_CONNECTION_STRING: z.string().optional(),
    AZURITE_PORT: z.coerce.number().int().positive().default(10000),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Dispatchwise <dispatch@dispatchwise.local>'),
    WEB_DIST_DIR: z.string().optional(),
    /** How a new vendor's address is checked (lib/geo/address-validator.ts; decision 142). */
    ADDRESS_VALIDATOR: z.enum(['zipcode']).default('zipcode'),
    /** The heat maps' optional tile server (decision 155): a `{z}/{x}/{y}` template the CSP then allows. */
    MAP_TILE_URL: optionalText.superRefine((value, context) => {
      if (value === undefined) return;
      try {
        tileImageSource(value);
      } catch (error) {
        context.addIssue({
          code: 'custom',
          message: `MAP_TILE_URL ${(error as Error).message}`,
        });
      }
    }),
    MAP_TILE_ATTRIBUTION: optionalText,
    /** How far from the job site a check-in may be before it is flagged (decision 159), in metres. */
    GEOFENCE_RADIUS_METERS: z.coerce
      .number({ error: 'GEOFENCE_RADIUS_METERS must be a number of metres' })
      .int('GEOFENCE_RADIUS_METERS must be a whole number of metres')
      .min(10, 'GEOFENCE_RADIUS_METERS must be at least 10')
      .max(100_000, 'GEOFENCE_RADIUS_METERS must be at most 100000')
      .default(500),
    /**
     * The ServiceChannel provider account the work-order import signs in with (decision 170): the API and
     * login URLs, the registered app's client id and secret, and the provider user's name and password.
     * All six or none; none: the import answers "ServiceChannel is not configured."
     */
    SERVICECHANNEL_API_URL: optionalText.pipe(
      z.url({ error: 'SERVICECHANNEL_API_URL must be a URL' }).optional(),
    ),
    SERVICECHANNEL_LOGIN_URL: optionalText.pipe(
      z.url({ error: 'SERVICECHANNEL_LOGIN_URL must be a URL' }).optional(),
    ),
    SERVICECHANNEL_CLIENT_ID: optionalText,
    SERVICECHANNEL_CLIENT_SECRET: optionalText,
    SERVICECHANNEL_USERNAME: optionalText,
    SERVICECHANNEL_PASSWORD: optionalText,
    /**
     * The QuickBooks Online connector (decision 176): the Intuit app's client id and secret (both or none;
     * none: the connector is off), sandbox or production, and optional overrides of Intuit's addresses.
     */
    QUICKBOOKS_CLIENT_ID: optionalText,
    QUICKBOOKS_CLIENT_SECRET: optionalText,
    QUICKBOOKS_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    QUICKBOOKS_API_URL: optionalUrl('QUICKBOOKS_API_URL'),
    QUICKBOOKS_AUTHORIZE_URL: optionalUrl('QUICKBOOKS_AUTHORIZE_URL'),
    QUICKBOOKS_TOKEN_URL: optionalUrl('QUICKBOOKS_TOKEN_URL'),
    QUICKBOOKS_REVOKE_URL: optionalUrl('QUICKBOOKS_REVOKE_URL'),
    QUICKBOOKS_REDIRECT_URI: optionalUrl('QUICKBOOKS_REDIRECT_URI'),
    /** The expense account of pushed bills' lines, and the item of pushed invoices' lines, by Name. */
    QUICKBOOKS_EXPENSE_ACCOUNT: optionalText,
    QUICKBOOKS_INCOME_ITEM: optionalText,
  })
  .superRefine((env, context) => {
    const names = SERVICECHANNEL_SETTINGS;
    const missing = names.filter((name) => env[name] === undefined);
    if (missing.length > 0 && missing.length < names.length)
      context.addIssue({ code: 'custom', message: `ServiceChannel needs ${missing.join(', ')} as well` });
    const credentials = QUICKBOOKS_CREDENTIALS.filter((name) => env[name] === undefined);
    if (credentials.length === 1)
      context.addIssue({ code: 'custom', message: `QuickBooks needs ${credentials[0]} as well` });
  });

export type Env = z.infer<typeof envSchema>;

/** The ServiceChannel provider account (decision 170). */
export type ServiceChannelConfig = {
  apiUrl: string;
  loginUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
};

/** The QuickBooks Online connector (decision 176). */
export type QuickBooksConfig = {
  clientId: string;
  clientSecret: string;
  /** 'custom' when any of Intuit's addresses is overridden. */
  environment: 'sandbox' | 'production' | 'custom';
  /** The Accounting API's base, before `/v3/company/{realmId}`. */
  apiUrl: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  redirectUri: string;
  expenseAccount: string;
  incomeItem: string;
};

/** Intuit's documented addresses (OAuth 2.0 is the same for both environments). */
export const QUICKBOOKS_ADDRESSES = {
  sandboxApiUrl: 'https://sandbox-quickbooks.api.intuit.com',
  productionApiUrl: 'https://quickbooks.api.intuit.com',
  authorizeUrl: 'https://appcenter.intuit.com/connect/oauth2',
  tokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
  revokeUrl: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
} as const;
export const QUICKBOOKS_DEFAULT_EXPENSE_ACCOUNT = 'Job Expenses';
export const QUICKBOOKS_DEFAULT_INCOME_ITEM = 'Services';

function quickBooksConfig(parsed: Env, publicUrl: string): QuickBooksConfig | null {
  if (!parsed.QUICKBOOKS_CLIENT_ID || !parsed.QUICKBOOKS_CLIENT_SECRET) return null;
  const isCustom = QUICKBOOKS_URLS.some((name) => parsed[name] !== undefined);
  const trim = (url: string) => url.replace(/\/$/, '');
  return {
    clientId: parsed.QUICKBOOKS_CLIENT_ID,
    clientSecret: parsed.QUICKBOOKS_CLIENT_SECRET,
    environment: isCustom ? 'custom' : parsed.QUICKBOOKS_ENVIRONMENT,
    apiUrl: trim(
      parsed.QUICKBOOKS_API_URL ??
        (parsed.QUICKBOOKS_ENVIRONMENT === 'production'
          ? QUICKBOOKS_ADDRESSES.productionApiUrl
          : QUICKBOOKS_ADDRESSES.sandboxApiUrl),
    ),
    authorizeUrl: parsed.QUICKBOOKS_AUTHORIZE_URL ?? QUICKBOOKS_ADDRESSES.authorizeUrl,
    tokenUrl: parsed.QUICKBOOKS_TOKEN_URL ?? QUICKBOOKS_ADDRESSES.tokenUrl,
    revokeUrl: parsed.QUICKBOOKS_REVOKE_URL ?? QUICKBOOKS_ADDRESSES.revokeUrl,
    redirectUri: parsed.QUICKBOOKS_REDIRECT_URI ?? `${publicUrl}/api/accounting/quickbooks/callback`,
    expenseAccount: parsed.QUICKBOOKS_EXPENSE_ACCOUNT ?? QUICKBOOKS_DEFAULT_EXPENSE_ACCOUNT,
    incomeItem: parsed.QUICKBOOKS_INCOME_ITEM ?? QUICKBOOKS_DEFAULT_INCOME_ITEM,
  };
}

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Port of the embedded PostgreSQL (decision 115); unset: the last one used, or any free port. */
  embeddedPgPort: number | undefined;
  logLevel: Env['LOG_LEVEL'];
  seedOnEmpty: boolean;
  /** Whether `npm start` runs the background jobs beside the API (an API replica beside a worker: false). */
  backgroundJobs: boolean;
  oidc: {
    embedded: boolean;
    issuerUrl: string;
    audience: string;
    clientId: string;
    rolesClaim: string;
    permissionsClaim: string;
    cookieKeys: string[] | undefined;
  };
  storage: { connectionString: string | undefined; azuritePort: number };
  mail: { smtpUrl: string | undefined; from: string; dir: string };
  /** The built web app's folder; unset: apps/web/dist (benches serve two builds side by side with it). */
  webDistDir: string | undefined;
  /** The address validator's name: `zipcode` (our zipcode table) until a postal service is added. */
  addressValidator: Env['ADDRESS_VALIDATOR'];
  /** The heat maps' tile server, or null: they draw the state outlines only (decision 155). */
  map: { tileUrl: string; attribution: string } | null;
  /** A check-in farther than this from the job site is outside the fence (decision 159). */
  geofenceRadiusMeters: number;
  /** The work-order import's ServiceChannel account, or null: that import is off (decision 170). */
  serviceChannel: ServiceChannelConfig | null;
  /** The QuickBooks Online connector, or null: off until configured (decision 176). */
  quickBooks: QuickBooksConfig | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the person typed the command.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), parsed.DATA_DIR);
  const embedded = !parsed.OIDC_ISSUER_URL;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl,
    dataDir,
    databaseUrl: parsed.DATABASE_URL || undefined,
    embeddedPgPort: parsed.EMBEDDED_PG_PORT,
    logLevel: parsed.LOG_LEVEL,
    seedOnEmpty: parsed.SEED_ON_EMPTY === 'true',
    backgroundJobs: parsed.BACKGROUND_JOBS === 'true',
    oidc: {
      embedded,
      issuerUrl: (parsed.OIDC_ISSUER_URL ?? `${publicUrl}/auth`).replace(/\/$/, ''),
      audience: parsed.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      clientId: parsed.OIDC_CLIENT_ID,
      rolesClaim: parsed.OIDC_ROLES_CLAIM,
      permissionsClaim: parsed.OIDC_PERMISSIONS_CLAIM,
      cookieKeys: parsed.OIDC_COOKIE_KEYS?.split(',').filter(Boolean),
    },
    storage: { connectionString: parsed.AZURE_STORAGE_CONNECTION_STRING, azuritePort: parsed.AZURITE_PORT },
    mail: { smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM, dir: path.join(dataDir, 'mail') },
    webDistDir: parsed.WEB_DIST_DIR
      ? path.resolve(env.INIT_CWD ?? process.cwd(), parsed.WEB_DIST_DIR)
      : undefined,
    addressValidator: parsed.ADDRESS_VALIDATOR,
    map: parsed.MAP_TILE_URL
      ? { tileUrl: parsed.MAP_TILE_URL, attribution: parsed.MAP_TILE_ATTRIBUTION ?? '' }
      : null,
    geofenceRadiusMeters: parsed.GEOFENCE_RADIUS_METERS,
    serviceChannel: parsed.SERVICECHANNEL_API_URL
      ? {
          apiUrl: parsed.SERVICECHANNEL_API_URL.replace(/\/$/, ''),
          loginUrl: parsed.SERVICECHANNEL_LOGIN_URL!.replace(/\/$/, ''),
          clientId: parsed.SERVICECHANNEL_CLIENT_ID!,
          clientSecret: parsed.SERVICECHANNEL_CLIENT_SECRET!,
          username: parsed.SERVICECHANNEL_USERNAME!,
          password: parsed.SERVICECHANNEL_PASSWORD!,
        }
      : null,
    quickBooks: quickBooksConfig(parsed, publicUrl),
  };
}
