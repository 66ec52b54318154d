import type {
  vendorPortalAssignedTechSchema,
  vendorPortalAssignTechSchema,
  vendorPortalNoteAnswerSchema,
  vendorPortalNoteSchema,
  vendorPortalScheduleDateSchema,
  vendorPortalWorkOrderSchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { portalWorkOrderKeys } from './query-keys';

export type PortalWorkOrder = WireOf<typeof vendorPortalWorkOrderSchema>;

/** GET /vendorprofile/workorder?id= (spec C 7): header, Work Order tab, own lines, `canchange`. */
export const getPortalWorkOrder = (id: number, signal?: AbortSignal) =>
  http.get<PortalWorkOrder>('/api/vendorprofile/workorder', { params: { id }, signal });

/** The details' record; a failed first load goes to the page's error boundary. */
export const usePortalWorkOrder = (id: number) =>
  useQuery({
    queryKey: portalWorkOrderKeys.detail(id),
    queryFn: ({ signal }) => getPortalWorkOrder(id, signal),
    throwOnError: (_error, query) => query.state.data === undefined,
  });

/** POST /vendorprofile/savenote: a Vendor note the vendor sees (canvendorsee), 'Note added'. */
export const savePortalNote = (input: WireInput<typeof vendorPortalNoteSchema>) =>
  http.post<WireOf<typeof vendorPortalNoteAnswerSchema>>('/api/vendorprofile/savenote', input);

/** PUT /vendorprofile/assigntech: one of the vendor's techs (user_id), or null to clear it. */
export const assignPortalTech = (input: WireInput<typeof vendorPortalAssignTechSchema>) =>
  http.put<WireOf<typeof vendorPortalAssignedTechSchema>>('/api/vendorprofile/assigntech', input);

/** PUT /vendorprofile/updatescheduledate: the API records the note 'Vendor Updated' and answers the details. */
export const updatePortalScheduleDate = (input: WireInput<typeof vendorPortalScheduleDateSchema>) =>
  http.put<PortalWorkOrder>('/api/vendorprofile/updatescheduledate', input);
