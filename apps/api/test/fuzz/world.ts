import { eq } from 'drizzle-orm';
import { ATTACHMENT_TYPE, ROLES, type Role, type SessionUser } from '@dispatchwise/shared';
import type { App } from '../../src/app';
import { displayName, signAccessToken } from '../../src/auth/tokens';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import { users, userrole, workorder } from '../../src/db/schema/index';
import { createInvoiceWithLine } from '../factories/invoices';
import { createProposalWithLine } from '../factories/proposals';
import { createVendorInvoice, createVendorProposal } from '../factories/vendor-proposals';
import { createVendorContact, createVendorFile, createVendorTradeWithRate } from '../factories/vendors';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
  createWorkOrderAttachment,
} from '../factories/work-orders';
import { createUser, type TestUser } from '../factories/users';
import type { IdPool } from './schema';

// The records and callers of a fuzzing pass (docs/decisions/180): two companies (customer, job site,
// vendor, order, vendor line, proposal, invoice, vendor documents, file, trade, contact), the seven roles
// with real tokens (portal users linked to company A, so B's ids are "another company's"), anonymous,
// and two broken identities.

/** `session` is set for the seven signed-in roles, absent for anonymous and the broken tokens. */
export type Caller = { label: string; session?: SessionUser; headers: Record<string, string> };
export type FuzzWorld = {
  callers: Caller[];
  pool: IdPool;
  secrets: string[];
  /** Puts the callers back as seeded (a fuzzed PATCH /admin/updateuser may block one or change its roles). */
  heal(invalidate: () => void): Promise<void>;
};

async function company(db: Db) {
  const { customer, jobsite } = await createCustomerWithSite(db);
  const vendor = await createVendor(db);
  const order = await createWorkOrder(db, { customerid: customer.id, jobsiteid: jobsite.id });
  const line = await attachVendor(db, { workorderid: order.id, vendorid: vendor.id });
  const proposal = await createProposalWithLine(db, order.id);
  const invoice = await createInvoiceWithLine(db, order.id);
  const links = { workorderid: order.id, vendorid: vendor.id, workordervendorid: line.id };
  const vendorProposal = await createVendorProposal(db, links);
  const vendorInvoice = await createVendorInvoice(db, links);
  const attachment = await createWorkOrderAttachment(db, {
    workorderid: order.id,
    attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest,
  });
  const trade = await createVendorTradeWithRate(db, vendor.id);
  const contact = await createVendorContact(db, vendor.id);
  const vendorFile = await createVendorFile(db, vendor.id);
  return {
    customerid: customer.id,
    jobsiteid: jobsite.id,
    vendorid: vendor.id,
    workorderid: order.id,
    workordervendorid: line.id,
    wovendorid: line.id,
    proposalid: proposal.id,
    proposalitemid: proposal.itemid,
    invoiceid: invoice.id,
    vendorproposalid: vendorProposal.id,
    vendorinvoiceid: vendorInvoice.id,
    attachmentid: attachment.id,
    vendortradeid: trade.vendortradeid,
    traderateid: trade.traderateid,
    vendorcontactid: contact.id,
    contactid: contact.id,
    vendorattachmentid: vendorFile.id,
  };
}

/** Seeds both companies and signs a token for each role; `secrets` are values no answer may contain. */
export async function createFuzzWorld(options: { app: App; db: Db; config: Config }): Promise<FuzzWorld> {
  const { app, db, config } = options;
  const mine = await company(db);
  const other = await company(db);
  const byKey = new Map<string, number[]>();
  for (const records of [mine, other])
    for (const [key, id] of Object.entries(records)) byKey.set(key, [...(byKey.get(key) ?? []), id]);
  const all = [...new Set([...byKey.values()].flat()), 1, 2];

  const callers: Caller[] = [{ label: 'anonymous', headers: {} }];
  const secrets: string[] = [];
  const seeded: { user: TestUser; roles: { userid: number; roleid: number }[] }[] = [];
  for (const role of ROLES as readonly Role[]) {
    const user = await createUser(db, {
      roles: [role],
      vendorid: role === 'Vendor' || role === 'Tech' ? mine.vendorid : null,
      customerid: role === 'Customer' ? mine.customerid : null,
    });
    if (role === 'Tech')
      await db.update(workorder).set({ techauthid: user.user_id }).where(eq(workorder.id, mine.workorderid));
    seeded.push({ user, roles: await db.select().from(userrole).where(eq(userrole.userid, user.id)) });
    const token = await signAccessToken({ db, config, user });
    secrets.push(token);
    const headers = { authorization: `Bearer ${token}`, 'x-user-name': displayName(user) };
    const profile = await app.inject({ method: 'GET', url: '/api/user/profile', headers });
    if (profile.statusCode !== 200)
      throw new Error(`fuzz world: ${role} has no profile (${profile.statusCode})`);
    callers.push({ label: role, session: profile.json<SessionUser>(), headers });
    if (role === 'Admin') {
      const expired = await signAccessToken({ db, config, user, expiresIn: -60 });
      callers.push({ label: 'expired token', headers: { authorization: `Bearer ${expired}` } });
      callers.push({
        label: 'forged token',
        headers: { authorization: `Bearer ${token.slice(0, -8)}AAAAAAAA`, 'x-user-name': '\u202eAdmin' },
      });
    }
  }
  const heal = async (invalidate: () => void) => {
    for (const { user, roles } of seeded) {
      const { id, roles: _names, ...fields } = user;
      await db.update(users).set(fields).where(eq(users.id, id));
      await db.delete(userrole).where(eq(userrole.userid, id));
      if (roles.length) await db.insert(userrole).values(roles);
    }
    invalidate();
  };
  return { callers, pool: { all, byKey }, secrets, heal };
}
