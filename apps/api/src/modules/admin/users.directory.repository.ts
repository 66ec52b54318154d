import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { role, userrole, users } from '../../db/schema/index';

// Users as other modules read them: a dispatcher's name, an active dispatcher, e-mail addresses.

/** The display name of a user ("First Last", else the e-mail), as the dispatcher column shows it. */
export async function getUserName(db: Db, id: number | null): Promise<string | null> {
  if (id == null) return null;
  const [row] = await db
    .select({ given_name: users.given_name, family_name: users.family_name, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  return `${row.given_name} ${row.family_name}`.trim() || row.email;
}

/**
 * An active dispatcher by users.id or by OIDC subject (the dispatcher list sends both), as
 * /user/getdispatchers lists them: active, not blocked, flagged dispatcher or in the Dispatchers role.
 */
export async function getActiveDispatcher(db: Db, key: number | string) {
  const hasDispatchersRole = sql<boolean>`exists (
    select 1 from ${userrole} join ${role} on ${role.id} = ${userrole.roleid}
    where ${userrole.userid} = ${users.id} and ${role.name} = 'Dispatchers'
  )`;
  const [row] = await db
    .select({ id: users.id, user_id: users.user_id })
    .from(users)
    .where(
      and(
        typeof key === 'number' ? eq(users.id, key) : eq(users.user_id, key),
        eq(users.isactive, true),
        eq(users.blocked, false),
        sql`(${users.isdispatcher} or ${hasDispatchersRole})`,
      ),
    );
  return row;
}

/** Active, unblocked users among `ids` with their e-mail addresses. */
export async function findUserEmails(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.isactive, true), eq(users.blocked, false)));
}
