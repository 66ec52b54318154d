import { type SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { findWorkOrderLookups, getCustomerById } from '../customers/index';
import * as repository from './work-orders.detail.repository';
import { announceWorkOrderCreated } from './work-orders.created';
import { loadWorkOrderDetail, newWorkOrderAssignment } from './work-orders.detail.service';
import { withLockedWorkOrder } from './work-orders.guard';
import { insertNote, systemNote } from './work-orders.notes';

export const CHILD_OF_CHILD = 'A child work order cannot have children.';

/**
 * POST /workorder/createchildworkorder (decision 111): a new order copying the parent's customer,
 * site, trades, division, priority, request type, PO, NTE, due date and descriptions, in status
 * Received (the default on new), numbered `{parent}-{n}` (decision 112). The parent's row lock
 * makes two children of one parent take their numbers one after the other, so the unique index
 * on wonumber is only a backstop.
 */
export function createChildWorkOrder(options: { db: Db; user: SessionUser; id: number }) {
  const { db, user, id } = options;
  return withLockedWorkOrder({ db, user, id, forChange: 'any-status' }, async (tx) => {
    const parent = (await repository.getChildSource(tx, id))!;
    if (parent.ischild || parent.parentid != null) throw new HttpError(400, CHILD_OF_CHILD);
    const { statuses } = await findWorkOrderLookups(tx);
    const received = statuses.find((status) => status.isdefaultonnew)!;
    const customer = (await getCustomerById(tx, parent.customerid))!;
    const position = await repository.getNextChildPosition(tx, parent.id);
    const trades = await repository.findWorkOrderTrades(tx, parent.id);

    const child = await repository.insertWorkOrder(tx, {
      wonumber: `${parent.wonumber}-${position}`,
      parentid: parent.id,
      ischild: true,
      customerid: parent.customerid,
      jobsiteid: parent.jobsiteid,
      divisionid: parent.divisionid,
      priorityid: parent.priorityid,
      requesttypeid: parent.requesttypeid,
      ponumber: parent.ponumber,
      nte: parent.nte,
      duedate: parent.duedate,
      briefdescription: parent.briefdescription,
      description: parent.description,
      statusid: received.id,
      ...(await newWorkOrderAssignment(tx, { user, customer })),
    });
    await repository.replaceWorkOrderTrades(
      tx,
      child.id,
      trades.map((trade) => trade.tradeid),
    );
    await insertNote(tx, systemNote(user, child.id, `Work order created as a child of ${parent.wonumber}.`));
    await insertNote(tx, systemNote(user, parent.id, `Child work order ${child.wonumber} created.`));
    await announceWorkOrderCreated({ db: tx, user, workorderid: child.id });
    return loadWorkOrderDetail(tx, user, child.id);
  });
}
