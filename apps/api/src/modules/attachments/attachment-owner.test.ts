import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ATTACHMENT_TYPE,
  attachmentRecordSchema,
  canReadCustomerRecord,
  DEFAULT_ROLE_PERMISSIONS,
  isInternalUser,
  isSignedIn,
  type Role,
  type SessionUser,
} from '@dispatchwise/shared';
import { attachmenttype, customer, customerattachment } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { createTestContext } from '../../../test/helpers';
import type { AttachmentOwner } from './attachment-owner';
import { findAttachments, findAttachmentTypes, updateAttachment } from './attachments.service';
import { getFileVisibility } from './attachments.visibility';

/**
 * A second owner is configuration (docs/decisions/124): an adapter over `customerattachment`, declared
 * here and nowhere else, runs through the same generic list, file rule, type check and edit as the
 * work order. Its made-up file rule (a portal user sees the files they added) proves the rule is the
 * adapter's and reaches the list and getFileVisibility alike.
 */
const ctx = createTestContext();

const customerOwner: AttachmentOwner = {
  area: 'customer',
  ownerKey: 'customerid',
  caption: 'Customer',
  tags: ['customers'],
  rules: { use: isSignedIn, change: isInternalUser },
  table: customerattachment,
  ownerColumn: customerattachment.customerid,
  ownColumns: {},
  typeFlag: attachmenttype.iscustomer,
  portalTypeIds: [ATTACHMENT_TYPE.Other],
  requireOwner: async ({ user, id }) => {
    if (!canReadCustomerRecord(user, id)) throw new HttpError(403, 'Forbidden');
  },
  withOwnerLocked: ({ db }, work) => db.transaction(work),
  visibleTo: (user) => (isInternalUser(user) ? undefined : eq(customerattachment.createdby, user.id)),
  schemas: { attach: z.object({}), record: attachmentRecordSchema },
};

const sessionUser = (role: Role, fields: Partial<SessionUser> = {}): SessionUser => ({
  id: 0,
  user_id: `test|${role}`,
  email: `${role}@example.test`,
  name: role,
  given_name: role,
  family_name: '',
  roles: [role],
  permissions: DEFAULT_ROLE_PERMISSIONS[role],
  vendorid: null,
  customerid: null,
  ...fields,
});

const ids = {} as { customerX: number; customerY: number; own: number; others: number };
let staff: SessionUser;
let portal: SessionUser;

beforeAll(async () => {
  const [x, y] = await ctx.db
    .insert(customer)
    .values([{ customername: 'Customer X' }, { customername: 'Customer Y' }])
    .returning();
  const contact = await ctx.createUser({ roles: ['Customer'], customerid: x!.id });
  staff = sessionUser('Admin', { id: 1 });
  portal = sessionUser('Customer', { id: contact.id, customerid: x!.id });
  const file = (name: string, createdby: number | null) => ({
    customerid: x!.id,
    attachmenttypeid: ATTACHMENT_TYPE.MsaAgreement,
    filename: name,
    path: `customer/${x!.id}/${name}`,
    createdby,
    createdbyuser: 'Someone',
  });
  const [own, others] = await ctx.db
    .insert(customerattachment)
    .values([file('own_1.pdf', contact.id), file('staff_1.pdf', null)])
    .returning();
  Object.assign(ids, { customerX: x!.id, customerY: y!.id, own: own!.id, others: others!.id });
});

describe('an attachment owner declared as configuration (decision 124)', () => {
  it("offers the area's types: every customer type to staff, the portal types to portal users", async () => {
    const staffTypes = await findAttachmentTypes(customerOwner, { db: ctx.db, user: staff });
    expect(staffTypes.map((type) => type.id)).toEqual([
      ATTACHMENT_TYPE.Other,
      ATTACHMENT_TYPE.ClientOnboardingDoc,
      ATTACHMENT_TYPE.CustomerRates,
      ATTACHMENT_TYPE.JobsiteList,
      ATTACHMENT_TYPE.MsaAgreement,
      ATTACHMENT_TYPE.TerritoryMap,
    ]);
    const portalTypes = await findAttachmentTypes(customerOwner, { db: ctx.db, user: portal });
    expect(portalTypes).toEqual([{ id: ATTACHMENT_TYPE.Other, attachmenttype: 'Other' }]);
  });

  it("lists the owner's records under its own key, filtered by the owner's file rule", async () => {
    const all = await findAttachments(customerOwner, { db: ctx.db, user: staff, ownerId: ids.customerX });
    expect(all.map((row) => row.id).sort()).toEqual([ids.own, ids.others].sort());
    expect(all[0]).toMatchObject({ customerid: ids.customerX, attachmenttype: 'MSA Agreement' });
    const mine = await findAttachments(customerOwner, { db: ctx.db, user: portal, ownerId: ids.customerX });
    expect(mine.map((row) => row.id)).toEqual([ids.own]);
    await expect(
      findAttachments(customerOwner, { db: ctx.db, user: portal, ownerId: ids.customerY }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('answers the same rule for one path (what the SAS and attachfile read)', async () => {
    const visibility = (user: SessionUser, name: string) =>
      getFileVisibility(customerOwner, {
        db: ctx.db,
        user,
        ownerId: ids.customerX,
        path: `customer/${ids.customerX}/${name}`,
      });
    expect(await visibility(portal, 'own_1.pdf')).toBe('visible');
    expect(await visibility(portal, 'staff_1.pdf')).toBe('hidden');
    expect(await visibility(portal, 'nothing_1.pdf')).toBe('unregistered');
    expect(await visibility(staff, 'staff_1.pdf')).toBe('visible');
  });

  it("edits a record with the area's types only", async () => {
    const wrongArea = updateAttachment(customerOwner, {
      db: ctx.db,
      user: staff,
      input: { id: ids.others, displayname: 'Renamed', attachmenttypeid: ATTACHMENT_TYPE.VendorInvoice },
    });
    await expect(wrongArea).rejects.toMatchObject({ status: 400, message: 'Type is invalid.' });
    const updated = await updateAttachment(customerOwner, {
      db: ctx.db,
      user: staff,
      input: { id: ids.others, displayname: 'Rates 2025', attachmenttypeid: ATTACHMENT_TYPE.CustomerRates },
    });
    expect(updated).toMatchObject({
      id: ids.others,
      customerid: ids.customerX,
      displayname: 'Rates 2025',
      attachmenttype: 'Customer Rates',
    });
  });
});
