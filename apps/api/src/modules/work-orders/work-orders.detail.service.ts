import {
  canSeeMargin,
  type CheckPoNumberQuery,
  type SaveWorkOrderInput,
  type SessionUser,
  STATUS,
  type UpdateWorkOrderInput,
  WORK_ORDER_MESSAGES,
  type WorkOrderDetail,
  workOrderMargin,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { sanitizeOptionalRichText } from '../../lib/rich-text';
import { findWorkOrderLookups, getCustomerById } from '../customers/index';
import { announceWorkOrderCreated } from './work-orders.created';
import { requireWorkOrder, withLockedWorkOrder } from './work-orders.guard';
import { insertNote, systemNote } from './work-orders.notes';
import * as repository from './work-orders.detail.repository';

/** The work-order editor (spec B sections 2-5, docs/decisions/111): read, create, update, PO check. */

const JOB_SITE_INVALID = 'Job Site is invalid.';

/** The rich-text description, cleaned by the one sanitizer (lib/rich-text, decisions 111 and 117). */
export const sanitizeDescription = sanitizeOptionalRichText;

/** WorkOrderDetail of an order the caller may see; margin and provider only for staff (spec B section 6). */
export async function loadWorkOrderDetail(db: Db, user: SessionUser, id: number): Promise<WorkOrderDetail> {
  const row = await repository.getWorkOrderDetailRow(db, id);
  if (!row) throw new HttpError(404, WORK_ORDER_MESSAGES.notFound);
  // One statement for the rest (`db` is often a transaction: one connection, one query at a time).
  const { trades, jobsite, invoiceTotal, vendorCost } = await repository.getWorkOrderDetailParts(db, {
    id,
    jobsiteid: row.jobsiteid,
  });
  const {
    dispatchergivenname,
    dispatcherfamilyname,
    dispatcheremail,
    managementproviderid,
    managementprovider,
    webaddress,
    provideruserid,
    providerpassword,
    ...fields
  } = row;
  const dispatcherName =
    row.dispatcherid == null
      ? null
      : `${dispatchergivenname ?? ''} ${dispatcherfamilyname ?? ''}`.trim() || dispatcheremail;
  const detail: WorkOrderDetail = { ...fields, dispatcher: dispatcherName, jobsite, trades };
  if (!canSeeMargin(user)) return detail;
  return {
    ...detail,
    managementprovider:
      managementproviderid == null
        ? null
        : {
            managementprovider: managementprovider!,
            webaddress,
            userid: provideruserid,
            password: providerpassword,
          },
    margin: workOrderMargin({ invoiceTotal, vendorCost }),
  };
}

/** GET /workorder/:id (scoped, decision 065): 404 when missing, 403 for someone else's order. */
export async function getWorkOrderDetail(options: { db: Db; user: SessionUser; id: number }) {
  const { db, user, id } = options;
  await requireWorkOrder({ db, user, id });
  return loadWorkOrderDetail(db, user, id);
}

type FieldErrors = Record<string, string>;

function chooseLookup(
  errors: FieldErrors,
  field: string,
  options: { id: number | null | undefined; isNew: boolean; rows: { id: number; isdefaultonnew: boolean }[] },
  messages: { required: string; invalid: string },
): number | undefined {
  // Absent from an update: the stored value stays (docs/decisions/117); null or 0 is a choice to check.
  if (options.id === undefined && !options.isNew) return undefined;
  // Division, status and request type take the default-on-new option when empty or 0 (spec B section 2).
  const id = options.id ?? (options.isNew ? options.rows.find((row) => row.isdefaultonnew)?.id : undefined);
  if (id == null) errors[field] = messages.required;
  else if (!options.rows.some((row) => row.id === id)) errors[field] = messages.invalid;
  return id ?? undefined;
}

/**
 * The columns WorkOrderInput sets, checked against the lookups, the customer and its job sites.
 * Fields absent from an update stay as they are; `statusid` and `cancelreason` are the caller's.
 */
async function resolveWorkOrderValues(
  db: Db,
  input: SaveWorkOrderInput | UpdateWorkOrderInput,
  options: { isNew: boolean; storedJobsiteId?: number | null },
) {
  const { isNew } = options;
  const errors: FieldErrors = {};
  const lookups = await findWorkOrderLookups(db);
  const invalid = (caption: string) => `${caption} is invalid.`;
  const divisionid = chooseLookup(
    errors,
    'divisionid',
    { id: input.divisionid, isNew, rows: lookups.divisions },
    { required: WORK_ORDER_MESSAGES.division, invalid: invalid('Division') },
  );
  const requesttypeid = chooseLookup(
    errors,
    'requesttypeid',
    { id: input.requesttypeid, isNew, rows: lookups.requesttypes },
    { required: WORK_ORDER_MESSAGES.requestType, invalid: invalid('Request Type') },
  );
  const priorityid = chooseLookup(
    errors,
    'priorityid',
    { id: input.priorityid, isNew: false, rows: lookups.priorities },
    { required: WORK_ORDER_MESSAGES.priority, invalid: invalid('Priority') },
  );
  const statusid = isNew
    ? chooseLookup(
        errors,
        'statusid',
        { id: input.statusid, isNew, rows: lookups.statuses },
        { required: WORK_ORDER_MESSAGES.status, invalid: invalid('Status') },
      )
    : undefined;
  if (isNew && statusid === STATUS.Cancelled && !input.cancelreason)
    errors.cancelreason = WORK_ORDER_MESSAGES.cancelReason;

  const customer = await getCustomerById(db, input.customerid);
  if (!customer) errors.customerid = invalid('Customer');
  // An absent job site stays, so the stored one must still belong to the (maybe new) customer.
  const jobsiteid = input.jobsiteid === undefined ? options.storedJobsiteId : input.jobsiteid;
  if (jobsiteid) {
    const site = await repository.getJobSite(db, jobsiteid);
    if (!site || site.customerid !== input.customerid) errors.jobsiteid = JOB_SITE_INVALID;
  }
  if (input.salesrepid && (await repository.findExistingUserIds(db, [input.salesrepid])).length === 0)
    errors.salesrepid = invalid('Sales Rep');

  const [first] = Object.values(errors);
  if (first) throw new HttpError(400, first, errors);
  return {
    customer: customer!,
    statusid,
    values: {
      customerid: input.customerid,
      jobsiteid: input.jobsiteid,
      requestedby: input.requestedby,
      salesrepid: input.salesrepid,
      ponumber: input.ponumber,
      nte: input.nte,
      duedate: input.duedate,
      promisedate: input.promisedate,
      scheduledate: input.scheduledate,
      divisionid,
      priorityid,
      requesttypeid,
      briefdescription: input.briefdescription,
      description: sanitizeDescription(input.description),
    } satisfies Partial<repository.WorkOrderValues>,
  };
}

/**
 * Who a new order (saved or child) goes to: dispatched now to the customer's dispatcher (else the
 * creator), received by the creator; a sales rep left empty is the customer's (as the seed and the
 * customer profile assign it).
 */
export async function newWorkOrderAssignment(
  tx: Db,
  options: {
    user: SessionUser;
    customer: { dispatcherauthid: string | null; salesrepauthid: string | null };
    salesrepid?: number | null;
  },
) {
  const { user, customer, salesrepid } = options;
  const customerDispatcherId = await repository.getActiveUserIdBySubject(tx, customer.dispatcherauthid);
  return {
    salesrepid:
      salesrepid ?? (await repository.getActiveUserIdBySubject(tx, customer.salesrepauthid)) ?? null,
    dispatchdate: new Date(),
    dispatcherid: customerDispatcherId ?? user.id,
    customerdispatcherid: customerDispatcherId ?? null,
    receiverid: user.id,
    createdby: user.id,
    modifiedby: user.id,
  };
}

/** Where an imported order came from (docs/decisions/169): its source, its id there and when it was called in. */
export type WorkOrderOrigin = {
  externalsource: 'servicechannel' | 'pdf' | 'msg';
  externalid: string;
  createddate?: Date;
};

/**
 * The one creation path, in the caller's transaction: checks the input as saveworkorder does, numbers
 * the order (decision 112, the sequence default), dispatches it now to the customer's dispatcher (else
 * the creator), records who received it, writes its trades and System note, and runs the creation hooks
 * (auto-dispatch, docs/decisions/153). An import passes its origin (decision 169).
 */
export async function createWorkOrder(
  tx: Db,
  options: { user: SessionUser; input: SaveWorkOrderInput; origin?: WorkOrderOrigin; note?: string },
) {
  const { user, input, origin } = options;
  const { customer, statusid, values } = await resolveWorkOrderValues(tx, input, { isNew: true });
  const created = await repository.insertWorkOrder(tx, {
    ...values,
    statusid: statusid!,
    cancelreason: statusid === STATUS.Cancelled ? input.cancelreason : null,
    ...(await newWorkOrderAssignment(tx, { user, customer, salesrepid: values.salesrepid })),
    ...origin,
  });
  await repository.replaceWorkOrderTrades(tx, created.id, input.tradeids ?? []);
  await insertNote(tx, systemNote(user, created.id, options.note ?? 'Work order created.'));
  await announceWorkOrderCreated({ db: tx, user, workorderid: created.id });
  return created;
}

/** POST /workorder/saveworkorder: the one creation path, answered with the new order's detail. */
export async function saveWorkOrder(options: { db: Db; user: SessionUser; input: SaveWorkOrderInput }) {
  const { db, user, input } = options;
  return db.transaction(async (tx) => {
    const created = await createWorkOrder(tx, { user, input });
    return loadWorkOrderDetail(tx, user, created.id);
  });
}

/**
 * PUT /workorder/updateworkorder: refused on Invoiced or Cancelled orders (400) and when the order
 * changed since the client read it (409). Status and cancel reason move only through
 * updateworkorderstatus, which writes its note.
 */
export function updateWorkOrder(options: { db: Db; user: SessionUser; input: UpdateWorkOrderInput }) {
  const { db, user, input } = options;
  return withLockedWorkOrder({ db, user, id: input.id, forChange: 'invoiced-or-cancelled' }, async (tx) => {
    if (!(await repository.isModifiedAt(tx, input.id, input.modifieddate)))
      throw new HttpError(409, WORK_ORDER_MESSAGES.staleUpdate);
    const stored = await repository.getWorkOrderDetailRow(tx, input.id);
    const { values } = await resolveWorkOrderValues(tx, input, {
      isNew: false,
      storedJobsiteId: stored?.jobsiteid ?? null,
    });
    await repository.updateWorkOrderColumns(tx, { id: input.id, userid: user.id, changes: values });
    if (input.tradeids !== undefined) await repository.replaceWorkOrderTrades(tx, input.id, input.tradeids);
    return loadWorkOrderDetail(tx, user, input.id);
  });
}

/** GET /workorder/checkponumber: the customer's other orders with this PO (spec B section 5 "PO Already Used"). */
export async function checkPoNumber(options: { db: Db; query: CheckPoNumberQuery }) {
  const { db, query } = options;
  const ponumber = query.ponumber?.trim() ?? '';
  if (!ponumber) return { wonumbers: [] };
  return {
    wonumbers: await repository.findWonumbersByPo(db, {
      customerid: query.customerid,
      ponumber,
      excludeid: query.workorderid ?? undefined,
    }),
  };
}
