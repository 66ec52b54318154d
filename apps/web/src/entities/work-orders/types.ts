import type { WorkOrderListRow, WorkOrderListVendor } from '@dispatchwise/shared';

/**
 * What the row actions menu and its popups need of a work-order row: a subset of the list row of
 * /workorder/getworkorders and /dashboard/getalerts, so either grid passes its row as it is.
 */
export type WorkOrderActionRow = Pick<
  WorkOrderListRow,
  | 'id'
  | 'wonumber'
  | 'status'
  | 'statusid'
  | 'dispatcherid'
  | 'flagged'
  | 'overridegeofencing'
  | 'scheduledate'
  | 'promisedate'
  | 'vendors'
  | 'events'
>;

export type WorkOrderActionVendor = WorkOrderListVendor;
