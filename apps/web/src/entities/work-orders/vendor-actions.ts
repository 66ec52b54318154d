import {
  EVENT_COUNT_KEYS,
  STATUS,
  isNodStatusName,
  isWorkOrderReadOnly,
  type VendorActionCode,
} from '@dispatchwise/shared';
import type { WorkOrderActionRow, WorkOrderActionVendor } from './types';

/** A notice the row menu can send to a vendor line (createwoemailitem). */
export type VendorNotice = {
  actionType: Exclude<VendorActionCode, 'cancel_vendor'>;
  label: string;
};

/** What one vendor line offers: the notices of the order's status, and Cancel Vendor. */
export type VendorLineActions = { notices: VendorNotice[]; canCancel: boolean };

const notice = (actionType: VendorNotice['actionType'], label: string): VendorNotice => ({
  actionType,
  label,
});

export const SEND_WO_TICKET = notice('TICKET', 'Send WO Ticket');

/** Spec A section 4 "Row action menu by status", spec B section 4 "Vendor line". */
const BY_STATUS: Record<string, VendorNotice[]> = {
  cwop: [notice('CWOP', 'Send CWOP')],
  ppv: [notice('PPV', 'Send Pending Proposal')],
  wop: [notice('WAITING_ON_PARTS', 'Send Waiting on Parts')],
  nod: [
    notice('NOD_MISSING', 'Send NOD - Missing Docs'),
    notice('NOD_QUALITY', 'Send NOD - Quality'),
    notice('NOD_WRONGAMOUNT', 'Send NOD - Wrong Amount'),
    notice('NOD_WRONGRATES', 'Send NOD - Wrong Rates'),
  ],
  dispatched: [notice('DISPATCHED', 'Send Dispatched')],
  tbs: [notice('TBS', 'Send TBS')],
  tos: [notice('TOS', 'Send TOS')],
};

/** The label of a notice wherever it is offered. */
export function noticeLabel(actionType: VendorNotice['actionType']): string {
  if (actionType === SEND_WO_TICKET.actionType) return SEND_WO_TICKET.label;
  if (actionType === 'QUOTE') return 'Send Quote Only Request';
  for (const notices of Object.values(BY_STATUS)) {
    const found = notices.find((candidate) => candidate.actionType === actionType);
    if (found) return found.label;
  }
  return `Send ${actionType}`;
}

/** The statuses that also offer Send WO Ticket (docs/decisions/101): before or while the vendor is out. */
const TICKET_STATUSES = new Set(['received', 'dispatched', 'tbs']);
/** Cancel Vendor: Dispatched and TBS (spec A section 4). */
const CANCEL_STATUSES = new Set(['dispatched', 'tbs']);

const KEY_BY_ID: Partial<Record<number, string>> = {
  [STATUS.Received]: 'received',
  [STATUS.CWOP]: 'cwop',
  [STATUS.PendingProposalVendor]: 'ppv',
  [STATUS.WOP]: 'wop',
  [STATUS.NOD]: 'nod',
  [STATUS.Dispatched]: 'dispatched',
  [STATUS.TBS]: 'tbs',
  [STATUS.TOS]: 'tos',
};

/**
 * The menu key of a status. The spec matches on the status text ("any status starting with NOD", "TOS
 * (Tech On Site)"), so the name decides when present and the id is the fallback.
 */
export function statusMenuKey(row: Pick<WorkOrderActionRow, 'status' | 'statusid'>): string | undefined {
  const name = (row.status ?? '').trim().toLowerCase();
  if (name) {
    if (isNodStatusName(name)) return 'nod';
    if (name === 'tos' || name.startsWith('tos ')) return 'tos';
    if (name === 'pending proposal - vendor') return 'ppv';
    if (['received', 'cwop', 'wop', 'dispatched', 'tbs'].includes(name)) return name;
    return undefined;
  }
  return row.statusid == null ? undefined : KEY_BY_ID[row.statusid];
}

/** The vendor items the order's status offers, the same for every vendor line. */
export function vendorActionsForStatus(
  row: Pick<WorkOrderActionRow, 'status' | 'statusid'>,
): VendorLineActions {
  if (isWorkOrderReadOnly(row)) return { notices: [], canCancel: false };
  const key = statusMenuKey(row);
  if (!key) return { notices: [], canCancel: false };
  const notices = [...(TICKET_STATUSES.has(key) ? [SEND_WO_TICKET] : []), ...(BY_STATUS[key] ?? [])];
  return { notices, canCancel: CANCEL_STATUSES.has(key) };
}

/** Vendor lines that can still receive notices: cancelled lines are left out. */
export const activeVendorLines = (row: Pick<WorkOrderActionRow, 'vendors'>): WorkOrderActionVendor[] =>
  (row.vendors ?? []).filter((line) => (line.status ?? '').toLowerCase() !== 'cancelled');

const COUNT_KEY_BY_ACTION = Object.fromEntries(
  Object.entries(EVENT_COUNT_KEYS).map(([countKey, action]) => [action, countKey]),
) as Partial<Record<VendorActionCode, string>>;

/** How many times `actionType` was sent to `line`, from the row's per-line counts (EVENT_COUNT_KEYS). */
export function countSent(
  row: Pick<WorkOrderActionRow, 'events'>,
  line: WorkOrderActionVendor,
  actionType: VendorActionCode,
): number {
  const countKey = COUNT_KEY_BY_ACTION[actionType];
  if (!countKey) return 0;
  const counts = (row.events ?? []).find((entry) => entry.wovendorid === line.wovendorid);
  return Number(counts?.[countKey] ?? 0);
}

/** Spec B section 4: no ticket for a line quoted at 0 or a quote-only line. */
export function ticketBlockedReason(line: WorkOrderActionVendor): string | undefined {
  const quoteonly = (line as { quoteonly?: boolean }).quoteonly;
  if (quoteonly) return 'Quote only';
  if (line.quotedamount != null && line.quotedamount !== '' && Number(line.quotedamount) === 0)
    return 'Quoted amount is 0';
  return undefined;
}

/** What the notice and cancel popups need of a Vendor tab line (its id, vendor, amount, status and counts). */
export type NoticeLine = WorkOrderActionVendor & {
  eventcounts: Record<string, number>;
};

/**
 * A Vendor tab line as the notice and cancel popups take it: the list row's vendor and its event counts, so
 * the tab and the list's row actions send notices through the same popups (issue 10).
 */
export function noticeTargetOf(workOrder: Pick<WorkOrderActionRow, 'id' | 'wonumber'>, line: NoticeLine) {
  const vendor: WorkOrderActionVendor = {
    wovendorid: line.wovendorid,
    vendorid: line.vendorid,
    vendorname: line.vendorname,
    quotedamount: line.quotedamount,
    status: line.status,
  };
  const events = [{ wovendorid: line.wovendorid, vendorid: line.vendorid, ...line.eventcounts }];
  return { row: { id: workOrder.id, wonumber: workOrder.wonumber, vendors: [vendor], events }, vendor };
}

/** Spec B section 4: Send Quote Only Request (QUOTE), offered on the Vendor tab's lines. */
export const SEND_QUOTE_REQUEST: VendorNotice = notice('QUOTE', 'Send Quote Only Request');

/**
 * The notices the order's status offers a line, without Send WO Ticket, which the Vendor tab offers on every
 * line (spec B section 4 "Menu by status text"; the list's rows keep decision 101's ticket statuses).
 */
export function statusNotices(row: Pick<WorkOrderActionRow, 'status' | 'statusid'>): VendorNotice[] {
  return vendorActionsForStatus(row).notices.filter((item) => item.actionType !== SEND_WO_TICKET.actionType);
}
