import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  canChangeWorkOrderAttachments,
  canUseWorkOrderAttachments,
  isInternalUser,
  isVendorUser,
  PORTAL_WORK_ORDER_ATTACHMENT_TYPE_IDS,
  attachFileSchema,
  workOrderAttachmentSchema,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { attachmenttype, workorderattachment, workordervendor } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import type { AttachmentOwner, NewAttachment } from '../attachments/index';
import { requireWorkOrder, withLockedWorkOrder } from './work-orders.guard';

// The work order as an owner of attachments (spec B section 2 "Attachments tab", docs/decisions/114,
// 118 and 124): staff see every file; a vendor the order-wide files and those of its own vendor lines;
// a customer the order-wide files.

/** Who reads an order's attachments (docs/decisions/114). */
type Audience = { kind: 'staff' } | { kind: 'vendor'; vendorid: number } | { kind: 'customer' };

function audienceOf(user: SessionUser): Audience {
  if (isInternalUser(user)) return { kind: 'staff' };
  // requireWorkOrder has let only a linked Vendor/Tech user through, so vendorid is set.
  if (isVendorUser(user)) return { kind: 'vendor', vendorid: user.vendorid ?? -1 };
  return { kind: 'customer' };
}

/** The one file rule of a work order (decision 118) as a condition on workorderattachment. */
function visibleTo(user: SessionUser) {
  const audience = audienceOf(user);
  if (audience.kind === 'staff') return undefined;
  const orderWide = isNull(workorderattachment.workordervendorid);
  if (audience.kind === 'customer') return orderWide;
  // Files of the vendor's own lines on the order (workordervendor_vendorid_idx).
  const ownLine = sql`${workorderattachment.workordervendorid} in (
    select ${workordervendor.id} from ${workordervendor} where ${workordervendor.vendorid} = ${audience.vendorid}
  )`;
  return or(orderWide, ownLine);
}

async function getVendorLineById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: workordervendor.id,
      workorderid: workordervendor.workorderid,
      vendorid: workordervendor.vendorid,
    })
    .from(workordervendor)
    .where(eq(workordervendor.id, id));
  return row;
}

/** The vendor's newest line on the order (any status), for files a Vendor or Tech user attaches. */
async function getNewestVendorLine(db: Db, options: { workorderid: number; vendorid: number }) {
  const [row] = await db
    .select({ id: workordervendor.id })
    .from(workordervendor)
    .where(
      and(
        eq(workordervendor.workorderid, options.workorderid),
        eq(workordervendor.vendorid, options.vendorid),
      ),
    )
    .orderBy(desc(workordervendor.id))
    .limit(1);
  return row;
}

/** The vendor line a new file belongs to: the one given (on this order, the caller's own for a vendor), else none. */
async function resolveVendorLine(db: Db, user: SessionUser, input: NewAttachment) {
  const audience = audienceOf(user);
  const given = input.body.workordervendorid as number | null | undefined;
  if (given != null) {
    const line = await getVendorLineById(db, given);
    const allowed =
      line !== undefined &&
      line.workorderid === input.ownerId &&
      audience.kind !== 'customer' &&
      (audience.kind === 'staff' || line.vendorid === audience.vendorid);
    if (!allowed) {
      const message = 'Vendor is invalid.';
      throw new HttpError(400, message, { workordervendorid: message });
    }
    return { workordervendorid: line.id };
  }
  // A vendor's file belongs to its line: other vendors and the customer never see it (decision 114).
  if (audience.kind === 'vendor') {
    const line = await getNewestVendorLine(db, { workorderid: input.ownerId, vendorid: audience.vendorid });
    return { workordervendorid: line?.id ?? null };
  }
  return { workordervendorid: null };
}

/** GET /workorder/attachments, POST /workorder/attachfile, PUT /workorder/updateattachment and the rest. */
export const workOrderAttachmentOwner: AttachmentOwner = {
  area: 'workorder',
  ownerKey: 'workorderid',
  caption: 'Work Order',
  tags: ['work-orders'],
  rules: { use: canUseWorkOrderAttachments, change: canChangeWorkOrderAttachments },
  table: workorderattachment,
  ownerColumn: workorderattachment.workorderid,
  ownColumns: { workordervendorid: workorderattachment.workordervendorid },
  typeFlag: attachmenttype.isworkorder,
  portalTypeIds: PORTAL_WORK_ORDER_ATTACHMENT_TYPE_IDS,
  requireOwner: (options) => requireWorkOrder(options),
  // Adding a file is allowed on any status; editing and deleting records not on an Invoiced order.
  withOwnerLocked: ({ purpose, ...options }, work) =>
    withLockedWorkOrder({ ...options, forChange: purpose === 'attach' ? 'any-status' : 'invoiced' }, work),
  visibleTo,
  ownValues: resolveVendorLine,
  schemas: { attach: attachFileSchema, record: workOrderAttachmentSchema },
};
