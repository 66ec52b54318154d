import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Role } from '@dispatchwise/shared';
import { buildApp, type App } from '../src/app';
import { displayName, signAccessToken } from '../src/auth/tokens';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { createUser, type CreateUserInput, type TestUser } from './factories/users';
import { adminQuery, withDatabaseName } from './template';

export type { TestUser, CreateUserInput };

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
export type RequestOptions = { headers?: Record<string, string>; query?: Query };
export type Response = LightMyRequestResponse;

/** `app.inject` with the identity of one user (or none) applied to every call. */
export type Requester = {
  inject(options: InjectOptions): Promise<Response>;
  get(url: string, options?: RequestOptions): Promise<Response>;
  delete(url: string, options?: RequestOptions): Promise<Response>;
  post(url: string, payload?: unknown, options?: RequestOptions): Promise<Response>;
  put(url: string, payload?: unknown, options?: RequestOptions): Promise<Response>;
  patch(url: string, payload?: unknown, options?: RequestOptions): Promise<Response>;
};

export type TestContextOptions = {
  /** Extra modules registered under /api (sample routes for platform tests). */
  extraModules?: FastifyPluginAsyncZod[];
  /** Environment overrides on top of the test defaults (e.g. OIDC_ISSUER_URL for an external issuer). */
  env?: Record<string, string>;
  /** Verify tokens against this key set (external-issuer tests). */
  keySet?: JWTVerifyGetKey;
  /** Mount the embedded issuer at /auth (off by default: most files never sign in through it). */
  issuer?: boolean;
};

export type TestContext = {
  readonly app: App;
  readonly database: Database;
  readonly db: Db;
  readonly config: Config;
  createUser(input?: CreateUserInput): Promise<TestUser>;
  /** A real access token for `user` (`expiresIn` seconds, negative for an expired one). */
  tokenFor(user: TestUser, options?: { expiresIn?: number }): Promise<string>;
  /** Requests as `user`: bearer token and X-User-Name on every call. */
  as(user: TestUser): Requester;
  /** Requests as a user of `role`, created on first use and kept for the file. */
  asRole(role: Role): Requester;
  /** The user `asRole(role)` sends as. */
  roleUser(role: Role): Promise<TestUser>;
  /** Requests without a token. */
  anonymous: Requester;
};

export const TEST_ENV: Record<string, string> = {
  PORT: '8080',
  PUBLIC_URL: 'http://localhost:8080',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  SEED_ON_EMPTY: 'false',
  AZURITE_PORT: '10000',
};

/** A fresh migrated database for one test file, and how to get rid of it. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  if (!template)
    throw new Error('no dbTemplate: run API tests through vitest with apps/api/vitest.config.ts');
  const name = `${template.filesPrefix}${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(template.url, `create database ${name} template ${template.template}`);
  const database = openDatabase({ url: withDatabaseName(template.url, name), poolSize: 4 });
  return {
    database,
    drop: async () => {
      await database.close().catch(() => undefined);
      if (template.isDropAtEnd) return;
      await adminQuery(template.url, `drop database if exists ${name} with (force)`);
    },
  };
}

function toQuery(query: Query | undefined): Record<string, string | string[]> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    out[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

function requester(getApp: () => App, identity: () => Promise<Record<string, string>>): Requester {
  const inject = async (options: InjectOptions) => {
    const headers = { ...(await identity()), ...(options.headers as Record<string, string> | undefined) };
    return getApp().inject({ ...options, headers });
  };
  const send =
    (method: 'POST' | 'PUT' | 'PATCH') => (url: string, payload?: unknown, options?: RequestOptions) =>
      inject({
        method,
        url,
        headers: options?.headers,
        query: toQuery(options?.query),
        payload: payload as InjectOptions['payload'],
      });
  return {
    inject,
    get: (url, options) =>
      inject({ method: 'GET', url, headers: options?.headers, query: toQuery(options?.query) }),
    delete: (url, options) =>
      inject({ method: 'DELETE', url, headers: options?.headers, query: toQuery(options?.query) }),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
  };
}

/**
 * One isolated, migrated database and a built app for the calling test file (or describe block):
 * call it at the top level; use the returned context inside tests (its fields exist after beforeAll).
 */
export function createTestContext(options: TestContextOptions = {}): TestContext {
  let state: { app: App; database: Database; config: Config; drop: () => Promise<void> } | undefined;
  const tokens = new Map<number, Promise<string>>();
  const roleUsers = new Map<Role, Promise<TestUser>>();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-api-test-'));

  beforeAll(async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...options.env });
      const app = await buildApp({
        config,
        database,
        extraModules: options.extraModules,
        keySet: options.keySet,
        webRoot: false,
        issuer: options.issuer ?? false,
      });
      state = { app, database, config, drop };
    } catch (error) {
      await drop();
      throw error;
    }
  });

  afterAll(async () => {
    if (state) {
      await state.app.close();
      await state.drop();
      state = undefined;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const ready = () => {
    if (!state)
      throw new Error('createTestContext: use the context inside tests or hooks, not at import time');
    return state;
  };

  const tokenFor = (user: TestUser, tokenOptions?: { expiresIn?: number }) => {
    const { database, config } = ready();
    if (tokenOptions?.expiresIn !== undefined) {
      return signAccessToken({ db: database.db, config, user, expiresIn: tokenOptions.expiresIn });
    }
    let token = tokens.get(user.id);
    if (!token) {
      token = signAccessToken({ db: database.db, config, user });
      tokens.set(user.id, token);
    }
    return token;
  };

  const userHeaders = async (user: TestUser) => ({
    authorization: `Bearer ${await tokenFor(user)}`,
    'x-user-name': displayName(user),
  });

  const roleUser = (role: Role) => {
    let user = roleUsers.get(role);
    if (!user) {
      user = createUser(ready().database.db, { roles: [role] });
      roleUsers.set(role, user);
    }
    return user;
  };

  const getApp = () => ready().app;

  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get db() {
      return ready().database.db;
    },
    get config() {
      return ready().config;
    },
    createUser: (input) => createUser(ready().database.db, input),
    tokenFor,
    as: (user) => requester(getApp, () => userHeaders(user)),
    asRole: (role) => requester(getApp, async () => userHeaders(await roleUser(role))),
    roleUser,
    anonymous: requester(getApp, async () => ({})),
  };
}
