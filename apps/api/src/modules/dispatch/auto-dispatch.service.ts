import {
  canSendWorkOrderTicket,
  formatMoney,
  isWorkOrderReadOnly,
  toCents,
  type SessionUser,
  type VendorCandidate,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { ListQuery } from '../../lib/list-query/index';
import { attachVendor, createWoEmailItem, getJobSitePlace, vendorCandidateList } from '../vendor-lines/index';
import { insertNote, systemNote, type WorkOrderCreated } from '../work-orders/index';
import { getOrderForDispatch, hasAutoAttachVendor, isAutoAttachVendor } from './dispatch.repository';

// Auto-dispatch (issue 14, spec A "Auto Dispatch" / autoattachenabled; docs/decisions/153): a new work
// order with a trade gets the first vendor of the Admin dispatch lists who may be sent, attached and
// sent its work ticket the way the Vendor tab's Attach Vendor and Send WO Ticket do, in the creating
// transaction. No candidate, no change.

type Candidate = Pick<VendorCandidate, 'id' | 'name' | 'minnte' | 'tradeid' | 'primarytrade' | 'priority'>;

/**
 * Select Vendor's candidates for the order's site and trades (coverage by state, county, city or zip
 * through `vendorcoverage`, the block reasons, each vendor's best dispatch priority among the trades it
 * covers), narrowed to active, unblocked vendors with auto attach on and a priority for a covered trade,
 * in the popup's dispatch order: priority, then distance, then name.
 */
async function findCandidate(options: {
  db: Db;
  user: SessionUser;
  workorderid: number;
  tradeids: number[];
}) {
  const { db, user, workorderid, tradeids } = options;
  const place = await getJobSitePlace(db, workorderid);
  if (!place || place.jobsiteid === null) return undefined;
  const list = vendorCandidateList({ place, tradeids, scorecardasof: null });
  const query: ListQuery = {
    skip: 0,
    take: 1,
    requireTotalCount: false,
    filter: [['isactive', '=', true], 'and', ['isblocked', '=', false], 'and', ['priority', '<>', null]],
  };
  const answer = await list.find({
    db,
    user,
    query,
    conditions: [isAutoAttachVendor(list.source.fields.id!.expr, tradeids)],
  });
  return answer.data[0] as Candidate | undefined;
}

/** The line's quoted amount: the vendor's minimum NTE, else the order's NTE, else 0 (no ticket). */
function quoteOf(candidate: Candidate, nte: string | null) {
  const positive = (amount: string | null) => (amount !== null && toCents(amount) > 0 ? amount : undefined);
  return positive(candidate.minnte) ?? positive(nte) ?? '0';
}

/** The work-order creation hook (work-orders' `onWorkOrderCreated`, wired by modules/index.ts). */
export async function autoDispatchWorkOrder(event: WorkOrderCreated) {
  const { db, user, workorderid } = event;
  const order = await getOrderForDispatch(db, workorderid);
  // Created Cancelled (or Invoiced): a vendor line could not be ticketed, so nothing is dispatched.
  if (!order || order.tradeids.length === 0 || isWorkOrderReadOnly(order.statusid)) return;
  if (!(await hasAutoAttachVendor(db, order.tradeids))) return;
  const candidate = await findCandidate({ db, user, workorderid, tradeids: order.tradeids });
  if (!candidate) return;

  const line = await attachVendor({
    db,
    user,
    input: {
      workorderid,
      vendorid: candidate.id,
      tradeid: candidate.tradeid,
      quotedamount: quoteOf(candidate, order.nte),
      note: null,
    },
  });
  let outcome: string;
  if (!canSendWorkOrderTicket(line)) {
    outcome = 'No work ticket was sent: the quoted amount is 0 (set it, then Send WO Ticket).';
  } else {
    try {
      await createWoEmailItem({
        db,
        user,
        input: {
          workOrderId: workorderid,
          workOrderVendorId: line.id,
          vendorId: candidate.id,
          actionType: 'TICKET',
          type: 'email',
        },
      });
      outcome = `Its work ticket was e-mailed with a quoted amount of ${formatMoney(line.quotedamount)}.`;
    } catch (error) {
      // A refused notice (no e-mail address) was undone alone (a savepoint); the line stays.
      if (!(error instanceof HttpError) || error.status !== 400) throw error;
      outcome = `No work ticket was sent: ${error.message}`;
    }
  }
  await insertNote(
    db,
    systemNote(
      user,
      workorderid,
      `Auto-dispatch: ${candidate.name} (priority ${candidate.priority} for ${candidate.primarytrade}) attached. ${outcome}`,
    ),
  );
}
