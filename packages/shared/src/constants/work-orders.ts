/** Work-order lookups (spec B section 3 "Lookup lists per customer"); decisions 011 and 012. */
export type Lookup = { id: number; name: string; isdefaultonnew: boolean; sortorder: number };

export const PRIORITY = { Emergency: 1, Urgent: 2, High: 3, Normal: 4, Low: 5 } as const;
export type PriorityId = (typeof PRIORITY)[keyof typeof PRIORITY];

export type Priority = Lookup & { id: PriorityId; etahours: number; color: string };

/** "Emergency priority means an ETA of 8 hours or less" (spec A); Emergency is the P1 of getoverduep1. */
export const PRIORITIES: readonly Priority[] = [
  {
    id: PRIORITY.Emergency,
    name: 'Emergency',
    etahours: 4,
    color: '#D32F2F',
    isdefaultonnew: false,
    sortorder: 1,
  },
  {
    id: PRIORITY.Urgent,
    name: 'Urgent',
    etahours: 24,
    color: '#F57C00',
    isdefaultonnew: false,
    sortorder: 2,
  },
  { id: PRIORITY.High, name: 'High', etahours: 48, color: '#FBC02D', isdefaultonnew: false, sortorder: 3 },
  { id: PRIORITY.Normal, name: 'Normal', etahours: 72, color: '#1976D2', isdefaultonnew: true, sortorder: 4 },
  { id: PRIORITY.Low, name: 'Low', etahours: 168, color: '#757575', isdefaultonnew: false, sortorder: 5 },
];

/** ETA of 8 hours or less counts as Emergency (spec A "Alerts dashboard"). */
export const EMERGENCY_MAX_ETA_HOURS = 8;

/** Emergency means an ETA of 8 hours or less; a list row carries the priority's name and, when sent, its ETA. */
export function isEmergencyPriority(priority: string | null | undefined, etahours?: number | null): boolean {
  const hours = etahours ?? PRIORITIES.find((entry) => entry.name === priority)?.etahours;
  return hours != null && hours <= EMERGENCY_MAX_ETA_HOURS;
}

export const DIVISIONS: readonly Lookup[] = [
  { id: 1, name: 'Facilities Maintenance', isdefaultonnew: true, sortorder: 1 },
  { id: 2, name: 'Construction', isdefaultonnew: false, sortorder: 2 },
  { id: 3, name: 'Janitorial', isdefaultonnew: false, sortorder: 3 },
  { id: 4, name: 'Landscaping and Snow', isdefaultonnew: false, sortorder: 4 },
];

export const REQUEST_TYPES: readonly Lookup[] = [
  { id: 1, name: 'Service Request', isdefaultonnew: true, sortorder: 1 },
  { id: 2, name: 'Proposal Request', isdefaultonnew: false, sortorder: 2 },
  { id: 3, name: 'Preventive Maintenance', isdefaultonnew: false, sortorder: 3 },
  { id: 4, name: 'Emergency Call', isdefaultonnew: false, sortorder: 4 },
  { id: 5, name: 'Warranty', isdefaultonnew: false, sortorder: 5 },
  { id: 6, name: 'Project', isdefaultonnew: false, sortorder: 6 },
];

/**
 * The action codes that send a vendor notice (POST /workorder/createwoemailitem, docs/decisions/087):
 * every vendor action but the invoice approvals, which their own routes write.
 */
export const VENDOR_NOTICE_CODES = [
  'TICKET',
  'QUOTE',
  'CWOP',
  'PPV',
  'WAITING_ON_PARTS',
  'NOD_MISSING',
  'NOD_QUALITY',
  'NOD_WRONGAMOUNT',
  'NOD_WRONGRATES',
  'DISPATCHED',
  'TBS',
  'TOS',
  'cancel_vendor',
] as const;
export type VendorNoticeCode = (typeof VENDOR_NOTICE_CODES)[number];

/**
 * Vendor action codes sent as `actionType` to /workorder/createwoemailitem and stored in
 * `workorderevent.actiontype` (spec A section 4, spec B section 9): the notices and the invoice approvals.
 */
export const VENDOR_ACTION_CODES = [
  ...VENDOR_NOTICE_CODES,
  'APPROVE_VENDOR_INVOICE',
  'UNAPPROVE_VENDOR_INVOICE',
] as const;
export type VendorActionCode = (typeof VENDOR_ACTION_CODES)[number];

/** The vendor line's `eventcounts` keys (spec B "Work-order vendor line") and the action each counts. */
export const EVENT_COUNT_KEYS = {
  woticketcount: 'TICKET',
  cwopcount: 'CWOP',
  pendingproposalcount: 'PPV',
  waitingonpartscount: 'WAITING_ON_PARTS',
  nodmissingcount: 'NOD_MISSING',
  nodqualitycount: 'NOD_QUALITY',
  nodwrongamountcount: 'NOD_WRONGAMOUNT',
  nodwrongratescount: 'NOD_WRONGRATES',
  dispatchedcount: 'DISPATCHED',
  tbscount: 'TBS',
  toscount: 'TOS',
} as const satisfies Record<string, VendorActionCode>;

/** Documents /vendor/senddoc/{vendorid}/{doctype} can send (spec A section 7). */
export const VENDOR_DOC_TYPE = { W9: 1, Profile: 2, CoiOrWc: 4, ExpiredGlWc: 5 } as const;

/**
 * The name of the live stream's event about work orders (`event: workorders`, GET /api/live; decision 183).
 * Here rather than beside its zod schema, so the web shell that reads the stream does not load zod.
 */
export const LIVE_WORK_ORDERS_EVENT = 'workorders';
