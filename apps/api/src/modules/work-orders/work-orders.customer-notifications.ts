import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customernotification } from '../../db/schema/index';
import {
  renderCustomerNotification,
  type CustomerNotificationContext,
} from '../../mail/notices/customer-notices';
import { insertOutboxMessages } from '../../mail/outbox.repository';
import { findCustomerEmails } from '../customers/index';
import { getWorkOrderMailContext } from './work-orders.repository';

// The customer's Notifications (spec C 3 `customernotification`; issue 16, docs/decisions/168): an e-mail
// through the outbox, in the transaction of the change, when the customer's row asks for that kind.

/** What each kind names beside the order; `key` makes the idempotency key (one e-mail per event and address). */
export type CustomerNotificationEvent =
  | { kind: 'proposaladded'; key: number; proposal: NonNullable<CustomerNotificationContext['proposal']> }
  | { kind: 'invoiceadded'; key: number; invoice: NonNullable<CustomerNotificationContext['invoice']> }
  | { kind: 'statuschange'; key: number; status: NonNullable<CustomerNotificationContext['status']> };

/**
 * Queues the notification of `event` on order `workorderid` to the customer's contact, cc and primary
 * contacts' e-mails (the addresses of "Include Customer", findCustomerEmails), one message each, when the
 * customer's Notifications ask for that kind. Answers how many were queued (0 when the flag is off).
 */
export async function queueCustomerNotification(
  tx: Db,
  options: { workorderid: number; publicUrl: string; event: CustomerNotificationEvent },
): Promise<number> {
  const { workorderid, publicUrl, event } = options;
  const context = await getWorkOrderMailContext(tx, workorderid);
  if (!context) return 0;
  const [flags] = await tx
    .select({ isWanted: customernotification[event.kind] })
    .from(customernotification)
    .where(eq(customernotification.customerid, context.customerid));
  if (flags?.isWanted !== true) return 0;
  const emails = new Map<string, string>();
  for (const email of await findCustomerEmails(tx, context.customerid))
    if (!emails.has(email.toLowerCase())) emails.set(email.toLowerCase(), email);
  const mail = renderCustomerNotification(event.kind, {
    ...context,
    link: `${publicUrl}/customerprofile/workorderdetails?id=${workorderid}`,
    ...('proposal' in event ? { proposal: event.proposal } : {}),
    ...('invoice' in event ? { invoice: event.invoice } : {}),
    ...('status' in event ? { status: event.status } : {}),
  });
  const ids = await insertOutboxMessages(
    tx,
    [...emails].map(([address, to]) => ({
      idempotencykey: `customer-${event.kind}:${event.key}:${address}`,
      kind: `customer-${event.kind}`,
      to,
      ...mail,
    })),
  );
  return ids.length;
}
