import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { role, userrole, users } from '../../db/schema/index';

// The vendor's technicians: users holding the Tech role and linked to the vendor (docs/decisions/157).

const techColumns = {
  id: users.id,
  user_id: users.user_id,
  given_name: users.given_name,
  family_name: users.family_name,
  email: users.email,
  email_verified: users.email_verified,
  logins_count: users.logins_count,
  blocked: users.blocked,
  isactive: users.isactive,
  isdispatcher: users.isdispatcher,
  isvendor: users.isvendor,
  haspassword: sql<boolean>`${users.password_hash} is not null`,
};

const isTech = sql`exists (
  select 1 from ${userrole} join ${role} on ${role.id} = ${userrole.roleid}
  where ${userrole.userid} = ${users.id} and ${role.name} = 'Tech'
)`;

/** The vendor's techs by name (the grid pages them on the client: a vendor has tens, not thousands). */
export function findVendorTechs(db: Db, vendorid: number) {
  return db
    .select(techColumns)
    .from(users)
    .where(and(eq(users.vendorid, vendorid), isTech))
    .orderBy(asc(users.given_name), asc(users.family_name), asc(users.id));
}

/** One tech of the vendor; undefined for any other user (another vendor's tech, the vendor user, staff). */
export async function getVendorTechById(db: Db, options: { vendorid: number; id: number }) {
  const [row] = await db
    .select(techColumns)
    .from(users)
    .where(and(eq(users.id, options.id), eq(users.vendorid, options.vendorid), isTech));
  return row;
}

export type TechRow = Awaited<ReturnType<typeof findVendorTechs>>[number];
