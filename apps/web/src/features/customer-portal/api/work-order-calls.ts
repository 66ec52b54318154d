import type {
  customerPortalNoteAnswerSchema,
  customerPortalSaveWorkOrderSchema,
  customerPortalUpdateWorkOrderSchema,
  customerPortalWorkOrderSchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import type { PortalNoteInput } from '../../../entities/work-orders';
import { ApiError, http } from '../../../lib/http';
import { customerPortalKeys } from './query-keys';

// The customer's work-order calls (spec C 7 under /customerprofile; issue 16, decision 166).

const BASE = '/api/customerprofile';

export type CustomerWorkOrder = WireOf<typeof customerPortalWorkOrderSchema>;
export type CustomerWorkOrderInput = WireInput<typeof customerPortalSaveWorkOrderSchema>;
export type CustomerWorkOrderUpdate = WireInput<typeof customerPortalUpdateWorkOrderSchema>;

/** GET /customerprofile/workorder?id=: an order of the caller's customer with the form's lookups; 0 = blank. */
export const getCustomerWorkOrder = (id: number, signal?: AbortSignal, isSilent = false) =>
  http.get<CustomerWorkOrder>(`${BASE}/workorder`, { params: { id }, signal, isSilent });

/** Another customer's order (403) or a missing one (404): the page says "not found" for both (decision 172). */
export const isUnknownOrder = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

/**
 * The details' (or the new order's) record; a failed first load goes to the page's error boundary, except an
 * order the caller may not see, which the page answers itself.
 */
export const useCustomerWorkOrder = (id: number) =>
  useQuery({
    queryKey: customerPortalKeys.detail(id),
    queryFn: ({ signal }) => getCustomerWorkOrder(id, signal, id > 0),
    retry: (count, error) => !isUnknownOrder(error) && count < 2,
    throwOnError: (error, query) => query.state.data === undefined && !isUnknownOrder(error),
  });

/** POST /customerprofile/saveworkorder: a new order of the caller's customer; answers the details. */
export const saveCustomerWorkOrder = (input: CustomerWorkOrderInput) =>
  http.post<CustomerWorkOrder>(`${BASE}/saveworkorder`, input, { isSilent: true });

/** PUT /customerprofile/updateworkorder: only what changed, while the order is Received. */
export const updateCustomerWorkOrder = (input: CustomerWorkOrderUpdate) =>
  http.put<CustomerWorkOrder>(`${BASE}/updateworkorder`, input, { isSilent: true });

/**
 * POST /customerprofile/savenote: a Customer note (isvisibletocustomer, staff see it). The shared popup's
 * input carries no addresses here (`hasPortalEmails={false}`), and the call takes none.
 */
export const saveCustomerNote = ({ workorderid, note }: PortalNoteInput) =>
  http.post<WireOf<typeof customerPortalNoteAnswerSchema>>(`${BASE}/savenote`, { workorderid, note });
