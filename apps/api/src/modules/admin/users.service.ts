import { randomUUID } from 'node:crypto';
import {
  type AdminUser,
  type CreateUserInput,
  ROLES,
  type SessionUser,
  type UpdateUserInput,
} from '@dispatchwise/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { hashPassword } from '../../auth/passwords';
import { HttpError } from '../../lib/errors';
import { createInvitation, issueSetPasswordToken } from './invitations.service';
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, userKindOfRoles } from './users.rules';
import {
  findReportIds,
  findRolesByNames,
  findUsers,
  getUserByEmail,
  getUserById,
  hasCustomer,
  hasVendor,
  insertUser,
  replaceUserReports,
  replaceUserRoles,
  updateUserRow,
  type UserWithLinks,
} from './users.repository';

/** Field captions as the user screens show them; messages are '{Caption} is required.' (spec A section 5). */
const CAPTION = {
  given_name: 'First Name',
  family_name: 'Last Name',
  email: 'Email',
  'app_metadata.roles': 'Role',
  vendorid: 'Vendor',
  customerid: 'Customer',
  password: 'Password',
  usertypeid: 'User Type',
  reports: 'Report',
} as const;
type Field = keyof typeof CAPTION;

export const DUPLICATE_EMAIL_MESSAGE = 'A user with this email already exists.';

class FieldErrors {
  readonly errors: Partial<Record<Field, string>> = {};
  required(field: Field) {
    this.errors[field] ??= `${CAPTION[field]} is required.`;
  }
  invalid(field: Field, message = `${CAPTION[field]} is invalid.`) {
    this.errors[field] ??= message;
  }
  throwIfAny() {
    const messages = Object.values(this.errors);
    if (messages.length > 0) throw new HttpError(400, messages[0]!, this.errors as Record<string, string>);
  }
}

export function toAdminUser(user: UserWithLinks): AdminUser {
  const name = `${user.given_name} ${user.family_name}`.trim() || user.email;
  return {
    id: user.id,
    user_id: user.user_id,
    given_name: user.given_name,
    family_name: user.family_name,
    name,
    email: user.email,
    email_verified: user.email_verified,
    app_metadata: { roles: user.roles },
    logins_count: user.logins_count,
    last_login: user.last_login ? user.last_login.toISOString() : null,
    isactive: user.isactive,
    blocked: user.blocked,
    isdispatcher: user.isdispatcher,
    issalesrep: user.issalesrep,
    isvendor: user.isvendor,
    iscustomer: user.iscustomer,
    vendorid: user.vendorid,
    customerid: user.customerid,
    usertypeid: user.usertypeid,
    reports: user.reports,
    haspassword: user.password_hash != null,
    username: user.email,
    firstName: user.given_name,
    lastName: user.family_name,
  };
}

type Draft = {
  given_name: string;
  family_name: string;
  email: string;
  roles: string[];
  vendorid: number | null;
  customerid: number | null;
  reports: number[];
  password: string | null;
};

const clean = (value: string | null | undefined) => (value ?? '').trim();
const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Every rule both calls share; returns the role ids to store. */
async function validateDraft(db: Db, draft: Draft, options: { selfId?: number; usertypeid?: number | null }) {
  const problems = new FieldErrors();
  if (!draft.given_name) problems.required('given_name');
  if (!draft.family_name) problems.required('family_name');
  if (!draft.email) problems.required('email');
  else if (!EMAIL_PATTERN.test(draft.email)) problems.invalid('email');
  if (draft.roles.length === 0) problems.required('app_metadata.roles');

  const known = new Set<string>(ROLES);
  const unknown = draft.roles.filter((name) => !known.has(name));
  if (unknown.length > 0) problems.invalid('app_metadata.roles');
  const kind = userKindOfRoles(draft.roles);
  if (kind.isvendor && kind.iscustomer) {
    problems.invalid('app_metadata.roles', 'A user cannot have both a vendor and a customer role.');
  }
  if (kind.isvendor && draft.vendorid == null) problems.required('vendorid');
  if (kind.iscustomer && draft.customerid == null) problems.required('customerid');
  if (options.usertypeid != null && options.usertypeid !== kind.usertypeid) {
    problems.invalid('usertypeid', "User Type must match the user's role.");
  }
  if (draft.password != null && draft.password.length < MIN_PASSWORD_LENGTH) {
    problems.invalid('password', `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  problems.throwIfAny();

  // One after the other: `db` may be a transaction (one connection), where pg refuses overlapping queries.
  const roles = await findRolesByNames(db, draft.roles);
  const reportIds = await findReportIds(db, draft.reports);
  const vendorOk = kind.isvendor && draft.vendorid != null ? await hasVendor(db, draft.vendorid) : true;
  const customerOk =
    kind.iscustomer && draft.customerid != null ? await hasCustomer(db, draft.customerid) : true;
  if (roles.length !== draft.roles.length) problems.invalid('app_metadata.roles');
  if (!vendorOk) problems.invalid('vendorid');
  if (!customerOk) problems.invalid('customerid');
  if (reportIds.length !== draft.reports.length) problems.invalid('reports');
  problems.throwIfAny();

  if (await getUserByEmail(db, draft.email, options.selfId)) {
    throw new HttpError(409, DUPLICATE_EMAIL_MESSAGE, { email: DUPLICATE_EMAIL_MESSAGE });
  }
  return { roleIds: roles.map((row) => row.id), kind };
}

export async function findAdminUsers({ db }: { db: Db }): Promise<AdminUser[]> {
  return (await findUsers(db)).map(toAdminUser);
}

export async function getAdminUser({ db, id }: { db: Db; id: number }): Promise<AdminUser> {
  const user = await getUserById(db, id);
  if (!user) throw new HttpError(404, 'User not found.');
  return toAdminUser(user);
}

/**
 * POST /admin/createuser. With a password the user can sign in at once; without one an invitation
 * with a set-password link goes to the mail outbox in the same transaction (docs/decisions/062).
 */
export async function createUser(options: {
  db: Db;
  config: Config;
  input: CreateUserInput;
}): Promise<AdminUser> {
  const { db, config, input } = options;
  const password = input.password ? input.password : null;
  const draft: Draft = {
    given_name: clean(input.given_name),
    family_name: clean(input.family_name),
    email: clean(input.email),
    roles: unique(input.app_metadata?.roles ?? []),
    vendorid: input.vendorid ?? null,
    customerid: input.customerid ?? null,
    reports: unique(input.reports ?? []),
    password,
  };
  const { roleIds, kind } = await validateDraft(db, draft, {});
  const passwordHash = password ? await hashPassword(password) : null;
  const userId = randomUUID();
  // Signed before the transaction: the signing keys are read (or made) through the pool, not the tx.
  const invitationToken = passwordHash
    ? undefined
    : await issueSetPasswordToken({ db, config, user: { user_id: userId, password_hash: null } });

  const id = await db.transaction(async (tx) => {
    const row = await insertUser(tx as unknown as Db, {
      user_id: userId,
      email: draft.email,
      given_name: draft.given_name,
      family_name: draft.family_name,
      email_verified: input.email_verified ?? false,
      isactive: input.isactive ?? true,
      blocked: input.blocked ?? false,
      isdispatcher: input.isdispatcher ?? draft.roles.includes('Dispatchers'),
      issalesrep: input.issalesrep ?? false,
      ...kind,
      vendorid: kind.isvendor ? draft.vendorid : null,
      customerid: kind.iscustomer ? draft.customerid : null,
      password_hash: passwordHash,
    });
    await replaceUserRoles(tx as unknown as Db, row.id, roleIds);
    await replaceUserReports(tx as unknown as Db, row.id, draft.reports);
    if (invitationToken)
      await createInvitation({ db: tx as unknown as Db, config, user: row, token: invitationToken });
    return row.id;
  });
  return getAdminUser({ db, id });
}

const pick = <T>(...values: (T | undefined)[]): T | undefined => values.find((value) => value !== undefined);

/**
 * PATCH /admin/updateuser, both shapes: fields left out keep their value. Blocking or deactivating
 * takes effect on the user's next request, because the API loads the user row on every call.
 */
export async function updateUser(options: {
  db: Db;
  actor: SessionUser;
  input: UpdateUserInput;
}): Promise<AdminUser> {
  const { db, actor, input } = options;
  const current = await getUserById(db, input.id);
  if (!current) throw new HttpError(404, 'User not found.');

  const rolesInput = input.app_metadata === undefined ? undefined : (input.app_metadata?.roles ?? null);
  const draft: Draft = {
    given_name: clean(pick(input.given_name, input.firstName, current.given_name)),
    family_name: clean(pick(input.family_name, input.lastName, current.family_name)),
    email: clean(pick(input.email, current.email)),
    roles: rolesInput === undefined ? current.roles : unique(rolesInput ?? []),
    vendorid: pick(input.vendorid, current.vendorid) ?? null,
    customerid: pick(input.customerid, current.customerid) ?? null,
    reports: input.reports === undefined ? current.reports : unique(input.reports ?? []),
    password: input.password ? input.password : null,
  };

  const blocked = input.blocked ?? current.blocked;
  const isactive = input.isactive ?? current.isactive;
  if (current.id === actor.id) {
    // An admin cannot lock themselves out of the Admin area by accident.
    if (blocked || !isactive) throw new HttpError(400, 'You cannot block or deactivate your own account.');
    if (!draft.roles.includes('Admin') && current.roles.includes('Admin')) {
      throw new HttpError(400, 'You cannot remove your own Admin role.');
    }
  }

  const { roleIds, kind } = await validateDraft(db, draft, {
    selfId: current.id,
    usertypeid: input.usertypeid,
  });
  const passwordHash = draft.password ? await hashPassword(draft.password) : undefined;

  await db.transaction(async (tx) => {
    await updateUserRow(tx as unknown as Db, current.id, {
      given_name: draft.given_name,
      family_name: draft.family_name,
      email: draft.email,
      email_verified: input.email_verified ?? current.email_verified,
      isactive,
      blocked,
      isdispatcher: input.isdispatcher ?? current.isdispatcher,
      issalesrep: input.issalesrep ?? current.issalesrep,
      ...kind,
      vendorid: kind.isvendor ? draft.vendorid : null,
      customerid: kind.iscustomer ? draft.customerid : null,
      ...(passwordHash ? { password_hash: passwordHash, failed_logins: 0, locked_until: null } : {}),
    });
    if (rolesInput !== undefined) await replaceUserRoles(tx as unknown as Db, current.id, roleIds);
    if (input.reports !== undefined) await replaceUserReports(tx as unknown as Db, current.id, draft.reports);
  });
  return getAdminUser({ db, id: current.id });
}
