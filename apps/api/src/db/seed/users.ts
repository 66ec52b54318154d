import { REPORTS, type Role } from '@dispatchwise/shared';
import type { Rng } from './random';
import type { Row, Sink } from './sink';
import type { TextPools } from './text';

/** Every demo account signs in with this password (decision 070). */
export const DEMO_PASSWORD = 'dispatchwise';
export const DEMO_DOMAIN = 'dispatchwise.test';

export type SeedUser = {
  id: number;
  user_id: string;
  email: string;
  given_name: string;
  family_name: string;
  roles: Role[];
  isdispatcher: boolean;
  issalesrep: boolean;
  blocked: boolean;
  vendorid: number | null;
  customerid: number | null;
  reports: number[];
};

export const userName = (user: Pick<SeedUser, 'given_name' | 'family_name'>) =>
  `${user.given_name} ${user.family_name}`;

const ALL_REPORTS = REPORTS.map((r) => r.id);
const DISPATCH_REPORTS = [1, 2, 8, 9, 10, 11, 13, 14, 18, 19, 24];
const ACCOUNTING_REPORTS = [3, 5, 6, 7, 12, 15, 16, 20, 23];
const SALES_REPORTS = [1, 2, 10, 12, 13];

/** A v4-shaped uuid from the seeded stream, so OIDC subjects are the same on every seed. */
export function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((rng.int(0, 15) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

type Account = Omit<SeedUser, 'id' | 'user_id'>;

const account = (
  local: string,
  given: string,
  family: string,
  roles: Role[],
  extra: Partial<Account> = {},
): Account => ({
  email: `${local}@${DEMO_DOMAIN}`,
  given_name: given,
  family_name: family,
  roles,
  isdispatcher: false,
  issalesrep: false,
  blocked: false,
  vendorid: null,
  customerid: null,
  reports: [],
  ...extra,
});

/**
 * Staff: the demo account of each internal role, the blocked account of the e2e test, more
 * dispatchers so the grids have a dispatcher column worth filtering, and two sales reps.
 */
export function staffAccounts(rng: Rng, pools: TextPools): Account[] {
  const accounts = [
    account('admin', 'Avery', 'Collins', ['Admin'], { reports: ALL_REPORTS }),
    account('dispatcher', 'Dana', 'Brooks', ['Dispatchers'], {
      isdispatcher: true,
      reports: DISPATCH_REPORTS,
    }),
    account('employee', 'Evan', 'Price', ['Employee'], { reports: [1, 2, 10] }),
    account('accounting', 'Alicia', 'Grant', ['AccountingAdmin'], { reports: ACCOUNTING_REPORTS }),
    // Not a dispatcher in pickers: a blocked user is nobody's dispatcher.
    account('blocked', 'Blake', 'Turner', ['Dispatchers'], { blocked: true, reports: DISPATCH_REPORTS }),
  ];
  const used = new Set(accounts.map((a) => a.email));
  const named = (roles: Role[], extra: Partial<Account>) => {
    for (;;) {
      const given = rng.pick(pools.firstNames);
      const family = rng.pick(pools.lastNames);
      const local = `${given}.${family}`.toLowerCase().replace(/[^a-z.]/g, '');
      if (used.has(`${local}@${DEMO_DOMAIN}`)) continue;
      const a = account(local, given, family, roles, extra);
      used.add(a.email);
      return a;
    }
  };
  for (let i = 0; i < 8; i += 1)
    accounts.push(named(['Dispatchers'], { isdispatcher: true, reports: DISPATCH_REPORTS }));
  for (let i = 0; i < 2; i += 1)
    accounts.push(named(['Employee'], { issalesrep: true, reports: SALES_REPORTS }));
  return accounts;
}

/** The portal accounts, linked to the demo vendor and the demo customer. */
export function portalAccounts(vendorid: number, customerid: number): Account[] {
  return [
    account('vendor', 'Victor', 'Hale', ['Vendor'], { vendorid }),
    account('tech', 'Tomas', 'Reed', ['Tech'], { vendorid }),
    account('customer', 'Carla', 'Mendez', ['Customer'], { customerid }),
  ];
}

export async function insertUsers(options: {
  sink: Sink;
  rng: Rng;
  accounts: Account[];
  firstId: number;
  passwordHash: string;
  createddate: Date;
}): Promise<SeedUser[]> {
  const { sink, rng, accounts, firstId, passwordHash, createddate } = options;
  const users: SeedUser[] = accounts.map((a, i) => ({ ...a, id: firstId + i, user_id: uuidFrom(rng) }));
  const external = (u: SeedUser) =>
    u.roles.includes('Vendor') || u.roles.includes('Tech') || u.roles.includes('Customer');
  await sink.insert(
    'users',
    [
      'id',
      'user_id',
      'email',
      'given_name',
      'family_name',
      'password_hash',
      'email_verified',
      'blocked',
      'isdispatcher',
      'issalesrep',
      'isvendor',
      'iscustomer',
      'usertypeid',
      'vendorid',
      'customerid',
      'createddate',
      'modifieddate',
    ],
    users.map((u): Row => [
      u.id,
      u.user_id,
      u.email,
      u.given_name,
      u.family_name,
      passwordHash,
      true,
      u.blocked,
      u.isdispatcher,
      u.issalesrep,
      u.vendorid !== null,
      u.customerid !== null,
      u.vendorid !== null ? 2 : u.customerid !== null ? 3 : 4,
      u.vendorid,
      u.customerid,
      createddate,
      createddate,
    ]),
  );
  const roleRows = await sink.query<{ id: number; name: string }>('SELECT "id", "name" FROM "role"');
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
  await sink.insert(
    'userrole',
    ['userid', 'roleid'],
    users.flatMap((u) =>
      u.roles.map((r): Row => {
        const id = roleId.get(r);
        if (id === undefined) throw new Error(`seed: role ${r} is missing; run migrateDatabase first`);
        return [u.id, id];
      }),
    ),
  );
  await sink.insert(
    'userreport',
    ['userid', 'reportid'],
    users.filter((u) => !external(u)).flatMap((u) => u.reports.map((r): Row => [u.id, r])),
  );
  return users;
}
