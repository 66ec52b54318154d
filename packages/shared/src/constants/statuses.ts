/**
 * Work-order statuses (spec A section 4, spec B section 4, spec C section 4). The ids the specs name
 * are fixed; the others and the colours were decided in docs/decisions/010-work-order-statuses.md.
 * The database table `workorderstatus` is seeded from this list.
 */
export const STATUS = {
  Received: 1,
  PendingProposalVendor: 2,
  TBS: 3,
  CompletedVendor: 4,
  Denied: 5,
  Cancelled: 6,
  WOA: 7,
  DFQ: 8,
  Dispatched: 9,
  Invoiced: 10,
  POH: 11,
  CWOP: 12,
  TOS: 13,
  CAR: 14,
  RTB: 15,
  WOP: 16,
  BillingPending: 17,
  NOD: 18,
  VendorSupport: 19,
  PendingProposalEDC: 21,
  /** Re-Open target (spec B "Re-Open sets the status id to 25"): In Process, decision 010. */
  InProcess: 25,
} as const;
export type StatusId = (typeof STATUS)[keyof typeof STATUS];

/** The status Re-Open sets on an Invoiced or Cancelled work order. */
export const REOPEN_STATUS_ID = STATUS.InProcess;

export type WorkOrderStatus = {
  id: StatusId;
  /** The name as the specs list it; menus match on it (e.g. "TOS", names starting with "NOD"). */
  name: string;
  description: string;
  /** Cell and legend colour (hex). */
  color: string;
  sortorder: number;
  /** Counts as active: everything but Invoiced and Cancelled ("All Active" filter). */
  isactive: boolean;
  isdefaultonnew: boolean;
};

const s = (
  id: StatusId,
  name: string,
  description: string,
  color: string,
  sortorder: number,
): WorkOrderStatus => ({
  id,
  name,
  description,
  color,
  sortorder,
  isactive: id !== STATUS.Invoiced && id !== STATUS.Cancelled,
  isdefaultonnew: id === STATUS.Received,
});

export const WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = [
  s(STATUS.Received, 'Received', 'Received', '#90CAF9', 10),
  s(STATUS.TBS, 'TBS', 'To Be Scheduled', '#FFE082', 20),
  s(STATUS.Dispatched, 'Dispatched', 'Dispatched', '#80DEEA', 30),
  s(
    STATUS.PendingProposalVendor,
    'Pending Proposal - Vendor',
    'Pending Proposal from the Vendor',
    '#FFCC80',
    40,
  ),
  s(STATUS.PendingProposalEDC, 'Pending Proposal – EDC', 'Pending Proposal to the Customer', '#FFAB91', 50),
  s(STATUS.DFQ, 'DFQ', 'Dispatched for Quote', '#B39DDB', 60),
  s(STATUS.WOA, 'WOA', 'Waiting On Approval', '#F48FB1', 70),
  s(STATUS.POH, 'POH', 'Proposal on Hold', '#CE93D8', 80),
  s(STATUS.InProcess, 'In Process', 'In Process', '#81D4FA', 90),
  s(STATUS.TOS, 'TOS', 'Tech On Site', '#A5D6A7', 100),
  s(STATUS.WOP, 'WOP', 'Waiting On Parts', '#FFF59D', 110),
  s(STATUS.CAR, 'CAR', 'Client Attention Required', '#EF9A9A', 120),
  s(STATUS.VendorSupport, 'Vendor Support', 'Vendor Support', '#BCAAA4', 130),
  s(STATUS.CompletedVendor, 'Completed - Vendor', 'Completed by the Vendor', '#C5E1A5', 140),
  s(STATUS.CWOP, 'CWOP', 'Complete, Waiting on Paperwork', '#DCE775', 150),
  s(STATUS.NOD, 'NOD', 'Notice of Deficiency', '#FF8A65', 160),
  s(STATUS.RTB, 'RTB', 'Ready to Bill', '#4DB6AC', 170),
  s(STATUS.BillingPending, 'Billing Pending', 'Billing Pending', '#4FC3F7', 180),
  s(STATUS.Invoiced, 'Invoiced', 'Invoiced', '#B0BEC5', 190),
  s(STATUS.Denied, 'Denied', 'Denied', '#E0E0E0', 200),
  s(STATUS.Cancelled, 'Cancelled', 'Cancelled', '#9E9E9E', 210),
];

/** "Any status starting with NOD is treated as NOD" (spec A section 4). */
export const isNodStatusName = (name: string | null | undefined): boolean =>
  (name ?? '').toUpperCase().startsWith('NOD');

/** Statuses that make a work order read-only (spec B section 4). */
export const READ_ONLY_STATUS_IDS: readonly StatusId[] = [STATUS.Invoiced, STATUS.Cancelled];

/**
 * Statuses whose field work is over: completed by the vendor or later in billing, denied, invoiced
 * or cancelled. Such orders leave the Tech's list of today's work, and their dates are never past due
 * (docs/decisions/191).
 */
export const FIELD_WORK_DONE_STATUS_IDS: readonly StatusId[] = [
  STATUS.CompletedVendor,
  STATUS.CWOP,
  STATUS.RTB,
  STATUS.BillingPending,
  STATUS.Invoiced,
  STATUS.Denied,
  STATUS.Cancelled,
];

/**
 * Statuses in which no technician has reached the site yet (docs/decisions/066). From TOS on (on site,
 * waiting on parts, proposals, completion, billing) the ETA has been met; Cancelled and Denied are closed.
 */
export const AWAITING_ARRIVAL_STATUS_IDS = [
  STATUS.Received,
  STATUS.TBS,
  STATUS.Dispatched,
  STATUS.DFQ,
] as const satisfies readonly StatusId[];
