import {
  canChangeCustomerPortalWorkOrder,
  CUSTOMER_PORTAL_MESSAGES,
  NOTE_TYPE,
  NOTE_TYPES,
  PERTAINS_TO,
  STATUS,
  TRADES,
  WORK_ORDER_MESSAGES,
  WORK_ORDER_TRADE_IDS,
  type CustomerPortalNoteAnswer,
  type CustomerPortalNoteInput,
  type CustomerPortalSaveWorkOrderInput,
  type CustomerPortalUpdateWorkOrderInput,
  type CustomerPortalLookups,
  type CustomerPortalWorkOrder,
  type SessionUser,
  type UpdateWorkOrderInput,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { JsonText } from '../../lib/json-text';
import { findWorkOrderLookups, getCustomerById } from '../customers/index';
import { findActiveJobSitesJson } from '../job-sites/index';
import {
  createWorkOrder,
  findNoteRecipients,
  insertNote,
  queueNoteEmails,
  requireWorkOrder,
  updateWorkOrderFields,
  withLockedWorkOrder,
  type WorkOrderSummary,
} from '../work-orders/index';
import { portalCustomerId } from './customer-portal.guard';
import * as repository from './customer-portal.work-orders.repository';

// The customer portal's work orders (issue 16, spec C 2.9, docs/decisions/166): the details with the
// form's lookups, a new order, its partial update while Received, and Add Note.

type Options = { db: Db; user: SessionUser; id: number };

/** The trades a new or edited order offers (spec C 2.10: 20, 33, 34, 50). */
const OFFERED_TRADES = TRADES.filter((trade) => WORK_ORDER_TRADE_IDS.includes(trade.tradeid)).map(
  ({ tradeid, tradename }) => ({ tradeid, tradename }),
);

/** The columns of the portal form's job-site picker (the customer portal's job site, spec C 2.9). */
const PORTAL_JOB_SITE_COLUMNS = [
  'id',
  'jobsite',
  'jobsitedescription',
  'streetaddress',
  'streetaddress2',
  'city',
  'statecode',
  'postalcode',
] as const;

/**
 * An order with its form's lookups, the job sites as the JSON text PostgreSQL wrote (a big customer has
 * 20,000; docs/decisions/206): the routes send it with stringifyWithJsonText.
 */
type PortalWorkOrderAnswer = Omit<CustomerPortalWorkOrder, 'lookups'> & {
  lookups: Omit<CustomerPortalLookups, 'jobsites'> & { jobsites: JsonText };
};

/** The form's lookups: the caller's own active job sites, the priorities, the offered trades. */
async function findLookups(db: Db, customerid: number): Promise<PortalWorkOrderAnswer['lookups']> {
  const jobsites = await findActiveJobSitesJson(db, customerid, PORTAL_JOB_SITE_COLUMNS);
  const { priorities } = await findWorkOrderLookups(db);
  return { jobsites, priorities, trades: OFFERED_TRADES };
}

/** A blank new order of the caller's customer (id 0, spec C 7 "the record plus lookups"). */
async function blankWorkOrder(db: Db, user: SessionUser): Promise<PortalWorkOrderAnswer> {
  const customerid = portalCustomerId(user);
  const customer = await getCustomerById(db, customerid);
  if (!customer) throw new HttpError(403, 'Forbidden');
  const lookups = await findLookups(db, customerid);
  return {
    id: 0,
    wonumber: '',
    ponumber: null,
    customerid,
    customername: customer.customername,
    statusid: STATUS.Received,
    status: 'Received',
    jobsiteid: null,
    jobsite: null,
    dispatchdate: null,
    dispatcher: null,
    priorityid: lookups.priorities.find((row) => row.isdefaultonnew)?.id ?? null,
    priority: lookups.priorities.find((row) => row.isdefaultonnew)?.name ?? null,
    briefdescription: '',
    description: null,
    duedate: null,
    scheduledate: null,
    nte: null,
    trades: [],
    createddate: null,
    modifieddate: null,
    canchange: true,
    lookups,
  };
}

/** The details of an order the guard let through (another customer's order never reaches this). */
async function loadPortalWorkOrder(db: Db, user: SessionUser, id: number): Promise<PortalWorkOrderAnswer> {
  const customerid = portalCustomerId(user);
  const row = await repository.getPortalWorkOrderRow(db, id);
  if (!row || row.customerid !== customerid) throw new HttpError(404, WORK_ORDER_MESSAGES.notFound);
  // One query at a time: `db` may be a transaction's single connection.
  const trades = await repository.findTrades(db, id);
  const jobsite =
    row.jobsiteid == null ? null : await repository.getJobSite(db, { id: row.jobsiteid, customerid });
  const lookups = await findLookups(db, customerid);
  return {
    ...row,
    jobsite: jobsite ?? null,
    trades,
    canchange: canChangeCustomerPortalWorkOrder(user, row.statusid),
    lookups,
  };
}

/**
 * GET /customerprofile/workorder?id=: 0 answers a blank new order; otherwise the one work-order guard
 * (404 missing, 403 another customer's, decision 065 as the vendor portal's decision 158) and the details.
 */
export async function getPortalWorkOrder(options: Options): Promise<PortalWorkOrderAnswer> {
  const { db, user, id } = options;
  if (id === 0) return blankWorkOrder(db, user);
  await requireWorkOrder({ db, user, id });
  return loadPortalWorkOrder(db, user, id);
}

/**
 * POST /customerprofile/saveworkorder: through the one creation path (createWorkOrder: numbering,
 * dispatcher and sales rep from the customer, the System note, auto-dispatch), for the caller's customer
 * only, Received, with the division and request type flagged default on new.
 */
export function savePortalWorkOrder(options: {
  db: Db;
  user: SessionUser;
  input: CustomerPortalSaveWorkOrderInput;
}) {
  const { db, user, input } = options;
  const customerid = portalCustomerId(user);
  return db.transaction(async (tx) => {
    const created = await createWorkOrder(tx, {
      user,
      input: {
        ...input,
        id: undefined,
        customerid,
        statusid: STATUS.Received,
        divisionid: null,
        requesttypeid: null,
        salesrepid: null,
        requestedby: user.name,
        promisedate: undefined,
        scheduledate: undefined,
        cancelreason: undefined,
      },
      note: 'Work order created by the customer in the customer portal.',
    });
    return loadPortalWorkOrder(tx, user, created.id);
  });
}

/**
 * PUT /customerprofile/updateworkorder: the staff editor's partial update (a field not sent is never
 * written; its 409 when the order changed since `modifieddate`), allowed only while the order is still
 * Received (decision 166). The status is read before the update and the update's own token check (the
 * stored modifieddate when the caller sends none) refuses it when the status moved in between.
 */
export async function updatePortalWorkOrder(options: {
  db: Db;
  user: SessionUser;
  input: CustomerPortalUpdateWorkOrderInput;
}) {
  const { db, user, input } = options;
  const customerid = portalCustomerId(user);
  await requireWorkOrder({ db, user, id: input.id });
  const stored = await repository.getPortalWorkOrderRow(db, input.id);
  if (!stored || stored.customerid !== customerid) throw new HttpError(404, WORK_ORDER_MESSAGES.notFound);
  if (!canChangeCustomerPortalWorkOrder(user, stored.statusid))
    throw new HttpError(400, WORK_ORDER_MESSAGES.readOnly);
  // Absent fields stay undefined, which the editor's update leaves as stored (docs/decisions/117).
  const update = {
    ...input,
    customerid,
    modifieddate: input.modifieddate ?? stored.modifieddate,
  } as UpdateWorkOrderInput;
  await updateWorkOrderFields({ db, user, input: update });
  return loadPortalWorkOrder(db, user, input.id);
}

/**
 * A Customer note (pertains to Customer) on a locked order: visible to the customer and staff, never to
 * vendors, and e-mailed to the order's dispatcher through the outbox (decision 166), so a customer's word
 * never waits for someone to open the Notes tab.
 */
export async function addCustomerNote(
  tx: Db,
  options: { user: SessionUser; workOrder: WorkOrderSummary; note: string },
) {
  const { user, workOrder, note } = options;
  const type = NOTE_TYPES.find((candidate) => candidate.id === NOTE_TYPE.Customer)!;
  const recipients = await findNoteRecipients(tx, {
    emailuserids: workOrder.dispatcherid == null ? [] : [workOrder.dispatcherid],
    field: 'emails',
  });
  const saved = await insertNote(tx, {
    workorderid: workOrder.id,
    note,
    notetypeid: type.id,
    typeid: type.typeid,
    pertainsto: PERTAINS_TO.Customer,
    canvendorsee: false,
    isvisibletocustomer: true,
    createdby: user.id,
    createdbyuser: user.name,
    modifiedby: user.id,
  });
  await queueNoteEmails(tx, {
    user,
    workorderid: workOrder.id,
    note: saved,
    notetype: type.name,
    recipients,
    source: 'note',
  });
  return saved;
}

/**
 * POST /customerprofile/savenote: a Customer note (pertains to Customer), visible to the customer and staff,
 * never to vendors; e-mailed to the order's dispatcher through the outbox (decision 166). Refused on an
 * Invoiced order, as every Add Note.
 */
export function savePortalNote(options: {
  db: Db;
  user: SessionUser;
  input: CustomerPortalNoteInput;
}): Promise<CustomerPortalNoteAnswer> {
  const { db, user, input } = options;
  portalCustomerId(user);
  return withLockedWorkOrder(
    { db, user, id: input.workorderid, forChange: 'invoiced' },
    async (tx, workOrder) => {
      const saved = await addCustomerNote(tx, { user, workOrder, note: input.note });
      return {
        id: saved.id,
        workorderid: saved.workorderid,
        notenumber: saved.notenumber,
        note: saved.note,
        isvisibletocustomer: saved.isvisibletocustomer,
        message: CUSTOMER_PORTAL_MESSAGES.noteAdded,
      };
    },
  );
}
