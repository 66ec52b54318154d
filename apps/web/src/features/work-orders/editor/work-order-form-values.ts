import { toIsoDate } from '@dispatchwise/shared';
import { formatMoneyInput, normalizeMoney } from '../../../lib/format';
import { toPickerDate } from '../../../entities/work-orders/form-values';
import type { CustomerLists, LookupOption, WorkOrderDetail, WorkOrderInput } from '../api/work-order-types';

/**
 * The Work Order tab's form (spec B sections 2 and 5). Keys are the wire names of `WorkOrderInput`, so a
 * 400's `errors` land on the fields as they are (applyServerErrors). Calendar dates are the pickers'
 * local Dates; NTE is the text typed ("1,250.00"). Its zod schema is work-order-form-schema.ts, loaded when the form
 * first validates (docs/decisions/212).
 */
export type WorkOrderFormValues = {
  customerid: number | null;
  jobsiteid: number | null;
  requestedby: string;
  salesrepid: number | null;
  ponumber: string;
  nte: string;
  duedate: Date | null;
  promisedate: Date | null;
  scheduledate: Date | null;
  divisionid: number | null;
  statusid: number | null;
  priorityid: number | null;
  requesttypeid: number | null;
  briefdescription: string;
  description: string;
  tradeids: number[];
  cancelreason: string;
};

export const NTE_MESSAGE = 'NTE must be an amount, e.g. 250.00.';

/** The form's schema, imported when the form first validates. */
export const loadWorkOrderFormSchema = () =>
  import('./work-order-form-schema').then((module) => module.workOrderFormSchema);

export const EMPTY_WORK_ORDER: WorkOrderFormValues = {
  customerid: null,
  jobsiteid: null,
  requestedby: '',
  salesrepid: null,
  ponumber: '',
  nte: '',
  duedate: null,
  promisedate: null,
  scheduledate: null,
  divisionid: null,
  statusid: null,
  priorityid: null,
  requesttypeid: null,
  briefdescription: '',
  description: '',
  tradeids: [],
  cancelreason: '',
};

/** The values of a stored order. */
export function toFormValues(workOrder: WorkOrderDetail): WorkOrderFormValues {
  return {
    customerid: workOrder.customerid,
    jobsiteid: workOrder.jobsiteid,
    requestedby: workOrder.requestedby ?? '',
    salesrepid: workOrder.salesrepid,
    ponumber: workOrder.ponumber ?? '',
    nte: workOrder.nte ? formatMoneyInput(workOrder.nte) : '',
    duedate: toPickerDate(workOrder.duedate),
    promisedate: toPickerDate(workOrder.promisedate),
    scheduledate: toPickerDate(workOrder.scheduledate),
    divisionid: workOrder.divisionid,
    statusid: workOrder.statusid,
    priorityid: workOrder.priorityid,
    requesttypeid: workOrder.requesttypeid,
    briefdescription: workOrder.briefdescription ?? '',
    description: workOrder.description ?? '',
    tradeids: workOrder.trades.map((trade) => trade.tradeid),
    cancelreason: workOrder.cancelreason ?? '',
  };
}

const textOrNull = (value: string): string | null => value.trim() || null;
const dateOrNull = (value: Date | null): string | null => (value ? toIsoDate(value) : null);
/** An editor left empty holds an empty paragraph, which is no description. */
const htmlOrNull = (value: string): string | null =>
  value.replace(/<p>\s*(<br\s*\/?>)?\s*<\/p>/g, '').trim() ? value : null;

/** The body of saveworkorder / updateworkorder (docs/decisions/111). */
export function toWorkOrderInput(values: WorkOrderFormValues): WorkOrderInput {
  return {
    customerid: values.customerid,
    jobsiteid: values.jobsiteid,
    requestedby: textOrNull(values.requestedby),
    salesrepid: values.salesrepid,
    ponumber: textOrNull(values.ponumber),
    nte: normalizeMoney(values.nte) || null,
    duedate: dateOrNull(values.duedate),
    promisedate: dateOrNull(values.promisedate),
    scheduledate: dateOrNull(values.scheduledate),
    divisionid: values.divisionid,
    statusid: values.statusid,
    priorityid: values.priorityid,
    requesttypeid: values.requesttypeid,
    briefdescription: values.briefdescription.trim(),
    description: htmlOrNull(values.description),
    tradeids: values.tradeids,
    cancelreason: textOrNull(values.cancelreason),
  };
}

/** Same form content (dates by day, NTE by amount), so a refetch that changed nothing else keeps the edits. */
export function isSameFormContent(a: WorkOrderFormValues, b: WorkOrderFormValues): boolean {
  return JSON.stringify(toWorkOrderInput(a)) === JSON.stringify(toWorkOrderInput(b));
}

/** Spec B section 2: empty or 0 takes the option flagged isdefaultonnew. */
export const defaultOnNew = (options: LookupOption[]): number | null =>
  options.find((option) => option.isdefaultonnew)?.id ?? null;

/** The defaulted fields of a new order that are still empty, with their default; {} when none apply. */
export function newOrderDefaults(
  values: Pick<WorkOrderFormValues, 'divisionid' | 'statusid' | 'requesttypeid'>,
  lists: CustomerLists,
): Partial<Pick<WorkOrderFormValues, 'divisionid' | 'statusid' | 'requesttypeid'>> {
  const defaults: Partial<Pick<WorkOrderFormValues, 'divisionid' | 'statusid' | 'requesttypeid'>> = {};
  const pairs = [
    ['divisionid', lists.divisions],
    ['statusid', lists.statuses],
    ['requesttypeid', lists.requesttypes],
  ] as const;
  for (const [field, options] of pairs) {
    const fallback = defaultOnNew(options);
    if (!values[field] && fallback !== null) defaults[field] = fallback;
  }
  return defaults;
}
