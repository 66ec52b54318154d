import {
  DIVISIONS,
  formatDate,
  formatDateTime,
  formatMoney,
  PRIORITIES,
  REQUEST_TYPES,
  WORK_ORDER_STATUSES,
  type AuditChange,
  type AuditedEntity,
} from '@dispatchwise/shared';
import { noteToPlainText } from '../../components/notes';

// How a Change History row reads (docs/decisions/181): the record's name for an audited table, the action
// in words, and each old and new value in the screens' formats.

const ENTITY_NAMES: Record<AuditedEntity, string> = {
  workorder: 'Work Order',
  workordervendor: 'Vendor Line',
  workorderproposal: 'Customer Proposal',
  invoice: 'Invoice',
  vendorproposal: 'Vendor Proposal',
  vendorinvoice: 'Vendor Invoice',
  customer: 'Customer',
  vendor: 'Vendor',
  users: 'User',
  userrole: 'User Role',
  role: 'Role',
  rolepermission: 'Role Permission',
};

export const auditEntityName = (entity: string): string => ENTITY_NAMES[entity as AuditedEntity] ?? entity;

const ACTION_NAMES: Record<string, string> = { insert: 'Added', update: 'Changed', delete: 'Removed' };
export const auditActionName = (action: string): string => ACTION_NAMES[action] ?? action;

/** Money columns of the audited tables (numeric(12,2)): shown as USD. */
const MONEY_FIELDS = new Set([
  'nte',
  'minnte',
  'quotedamount',
  'amount',
  'grandtotal',
  'billedamount',
  'amountreceived',
  'proposalamount',
  'invoiceamount',
]);

/** Id columns whose names every screen knows from the shared lookups. */
const LOOKUPS: Record<string, readonly { id: number; name: string }[]> = {
  statusid: WORK_ORDER_STATUSES,
  priorityid: PRIORITIES,
  divisionid: DIVISIONS,
  requesttypeid: REQUEST_TYPES,
};

/** The audited columns that hold the rich-text editor's HTML (the work order's and the documents' descriptions). */
const RICH_TEXT_FIELDS = new Set(['description', 'scopeofworkformatted']);

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/;
const MIDNIGHT_UTC = /T00:00:00(\.0+)?(\+00:00|Z)$/;
const MAX_TEXT = 500;

/** One value of a change as the screens show it; '(empty)' for none. */
export function formatAuditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field)) return formatMoney(value.toFixed(2));
    const named = LOOKUPS[field]?.find((item) => item.id === value);
    return named ? named.name : String(value);
  }
  if (typeof value === 'string') {
    // A date-only field is stored as midnight UTC and shown as a date, as its screen does.
    if (TIMESTAMP.test(value)) return MIDNIGHT_UTC.test(value) ? formatDate(value) : formatDateTime(value);
    // Rich text is shown as its words: never as markup, never run. Any other text is shown as typed (React
    // escapes it): read as HTML, a name typed with a "<" would lose its words in the trail.
    const text = RICH_TEXT_FIELDS.has(field) ? noteToPlainText(value) : value;
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  }
  return JSON.stringify(value);
}

/** The changes of a row in a stable order: the ids and names a person looks for first, then by column. */
export const sortedChanges = (changes: readonly AuditChange[]): AuditChange[] =>
  [...changes].sort((a, b) => a.field.localeCompare(b.field));
