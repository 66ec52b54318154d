import {
  ATTACHMENT_TYPES,
  DEFAULT_ROLE_PERMISSIONS,
  EMERGENCY_MAX_ETA_HOURS,
  PRIORITY,
  REPORTS,
  ROLES,
  STATUS,
  TRADES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TRADE_IDS,
} from '@dispatchwise/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabaseName } from '../../test/template';
import { openDatabase } from './client';
import type { Database } from './client';
import { migrateDatabase } from './migrate';
import { readGeography } from './reference/index';

const query = async <T = Record<string, unknown>>(database: Database, text: string): Promise<T[]> =>
  (await database.pool.query(text)).rows as T[];

const count = async (database: Database, table: string) =>
  Number((await query<{ n: string | number }>(database, `select count(*) as n from "${table}"`))[0]?.n);

// A database of its own, migrated here from nothing (not the test template), on the test server.
const { url } = inject('dbTemplate');
const scratch = `dw_migrate_test_${process.pid}_${Date.now()}`;

describe('migrateDatabase', () => {
  let database: Database;
  beforeAll(async () => {
    await adminQuery(url, `create database ${scratch}`);
    database = openDatabase({ url: withDatabaseName(url, scratch), poolSize: 2 });
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database?.close();
    await adminQuery(url, `drop database if exists ${scratch} with (force)`);
  });

  it('seeds every work-order status with the spec ids', async () => {
    const rows = await query<{ id: number; name: string; isactive: boolean; isdefaultonnew: boolean }>(
      database,
      'select id, name, isactive, isdefaultonnew from workorderstatus order by id',
    );
    expect(rows.map((r) => [r.id, r.name])).toEqual(
      [...WORK_ORDER_STATUSES].sort((a, b) => a.id - b.id).map((s) => [s.id, s.name]),
    );
    expect(rows).toHaveLength(21);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(2)?.name).toBe('Pending Proposal - Vendor');
    expect(byId.get(6)?.name).toBe('Cancelled');
    expect(byId.get(21)?.name).toBe('Pending Proposal – EDC');
    expect(byId.get(STATUS.InProcess)?.id).toBe(25);
    expect(
      rows
        .filter((r) => !r.isactive)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Cancelled', 'Invoiced']);
    expect(rows.filter((r) => r.isdefaultonnew).map((r) => r.name)).toEqual(['Received']);
  });

  it('seeds lookups from the shared constants', async () => {
    const trades = await query<{ tradeid: number }>(database, 'select tradeid from trade');
    expect(trades).toHaveLength(TRADES.length);
    for (const id of WORK_ORDER_TRADE_IDS) expect(trades.map((t) => t.tradeid)).toContain(id);
    expect(await count(database, 'attachmenttype')).toBe(ATTACHMENT_TYPES.length);
    const terms = await query<{ days: number }>(database, 'select days from term order by days');
    expect(terms.map((t) => t.days)).toEqual([10, 15, 30, 45, 60, 75, 90]);
    expect(await count(database, 'tier')).toBe(6);
    const [emergency] = await query<{ etahours: number }>(
      database,
      `select etahours from priority where id = ${PRIORITY.Emergency}`,
    );
    expect(emergency!.etahours).toBeLessThanOrEqual(EMERGENCY_MAX_ETA_HOURS);
    const redlined = await query(database, `select id from vendorstatustype where type = 'Redlined'`);
    expect(redlined).toHaveLength(1);
    expect(await count(database, 'report')).toBe(REPORTS.length);
    const captions = await query<{ datafieldname: string; displaynamefield: string }>(
      database,
      `select datafieldname, displaynamefield from sitemeta where tablename = 'workorder'
         and datafieldname in ('createddate', 'promisedate', 'managementprovider') order by datafieldname`,
    );
    expect(captions.map((c) => c.displaynamefield)).toEqual(['Receive Date', 'Provider', 'Follow-up Date']);
  });

  it('seeds roles with their default permissions', async () => {
    const rows = await query<{ role: string; permission: string }>(
      database,
      `select r.name as role, p.name as permission from rolepermission rp
         join role r on r.id = rp.roleid join permission p on p.id = rp.permissionid`,
    );
    for (const role of ROLES) {
      const granted = rows
        .filter((r) => r.role === role)
        .map((r) => r.permission)
        .sort();
      expect(granted).toEqual([...new Set(DEFAULT_ROLE_PERMISSIONS[role])].sort());
    }
  });

  it('loads the US zip codes with coordinates for radius searches', async () => {
    expect(await count(database, 'zipcode')).toBe(readGeography().zipcodes.length);
    const near = await query<{ zipcode: string }>(
      database,
      `select z2.zipcode from zipcode z1 join zipcode z2
           on earth_box(ll_to_earth(z1.latitude, z1.longitude), 16093) @> ll_to_earth(z2.latitude, z2.longitude)
         where z1.zipcode = '10001'
           and earth_distance(ll_to_earth(z1.latitude, z1.longitude), ll_to_earth(z2.latitude, z2.longitude)) < 16093`,
    );
    expect(near.map((z) => z.zipcode)).toContain('10002');
  });

  it('numbers work orders from the sequence and is idempotent', async () => {
    const before = await Promise.all(
      ['workorderstatus', 'sitemeta', 'rolepermission', 'zipcode'].map((t) => count(database, t)),
    );
    await migrateDatabase(database);
    const after = await Promise.all(
      ['workorderstatus', 'sitemeta', 'rolepermission', 'zipcode'].map((t) => count(database, t)),
    );
    expect(after).toEqual(before);
    const [customer] = await query<{ id: number }>(
      database,
      `insert into customer (customername) values ('Acme') returning id`,
    );
    const [workorder] = await query<{ wonumber: string }>(
      database,
      `insert into workorder (customerid, statusid) values (${customer!.id}, ${STATUS.Received}) returning wonumber`,
    );
    expect(workorder!.wonumber).toMatch(/^\d{6,}$/);
  });
});
