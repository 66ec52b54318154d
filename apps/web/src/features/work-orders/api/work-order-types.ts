import type {
  customerListsSchema,
  customerTradeRateSchema,
  saveWorkOrderSchema,
  WireInput,
  WireOf,
  workOrderDetailSchema,
} from '@dispatchwise/shared';

// Wire shapes of the work-order editor's calls (docs/decisions/111), read from the API's own schemas
// in packages/shared/src/contracts (docs/decisions/125): nothing here is written by hand.

/** GET /api/workorder/:id and every editor write. `margin` and `managementprovider` only for staff. */
export type WorkOrderDetail = WireOf<typeof workOrderDetailSchema>;
export type WorkOrderJobSite = NonNullable<WorkOrderDetail['jobsite']>;
export type WorkOrderTrade = WorkOrderDetail['trades'][number];
export type ManagementProvider = NonNullable<WorkOrderDetail['managementprovider']>;

/**
 * What the editor's form sends to POST /api/workorder/saveworkorder (PUT updateworkorder adds `id`
 * and `modifieddate`). Looser than the API's input (`customerid` may still be null: the API answers
 * the form's own message), so it is the form's type, checked field by field against the contract.
 */
export type WorkOrderInput = {
  customerid: number | null;
  jobsiteid: number | null;
  requestedby: string | null;
  salesrepid: number | null;
  ponumber: string | null;
  nte: string | null;
  duedate: string | null;
  promisedate: string | null;
  scheduledate: string | null;
  divisionid: number | null;
  statusid: number | null;
  priorityid: number | null;
  requesttypeid: number | null;
  briefdescription: string;
  description: string | null;
  tradeids: number[];
  cancelreason: string | null;
};

type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;
/** Does not compile once the form's fields and the contract's (saveWorkOrderSchema) drift apart. */
export const WORK_ORDER_INPUT_MATCHES_CONTRACT: SameKeys<
  WorkOrderInput,
  Omit<WireInput<typeof saveWorkOrderSchema>, 'id'>
> = true;

/** GET /api/customer/getlists?customerid */
export type CustomerLists = WireOf<typeof customerListsSchema>;
export type LookupOption = CustomerLists['divisions'][number];
export type StaffOption = CustomerLists['salesreps'][number];
export type JobSiteOption = CustomerLists['jobsites'][number];

/** GET /api/customer/traderates?customerid&statecode (204: none). */
export type CustomerTradeRate = WireOf<typeof customerTradeRateSchema>;
