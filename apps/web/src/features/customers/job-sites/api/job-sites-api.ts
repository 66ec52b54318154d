import type {
  addJobSiteBodySchema,
  jobSiteSchema,
  removedJobSiteSchema,
  updateJobSiteBodySchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';

// A customer's job sites (Helper F's routes; docs/decisions/148), typed from the shared contract (decision 125).

export type JobSite = WireOf<typeof jobSiteSchema>;
export type AddJobSiteInput = WireInput<typeof addJobSiteBodySchema>;
export type UpdateJobSiteInput = WireInput<typeof updateJobSiteBodySchema>;
export type RemovedJobSite = WireOf<typeof removedJobSiteSchema>;

export const customerJobSiteKeys = {
  of: (customerid: number) => ['customers', 'detail', customerid, 'jobsites'] as const,
};

/** GET /api/jobsites/getjobsites?customerid: the customer's job sites. */
export const getCustomerJobSites = (customerid: number, signal?: AbortSignal) =>
  http.get<JobSite[]>('/api/jobsites/getjobsites', { params: { customerid }, signal });

export const useCustomerJobSites = (customerid: number) =>
  useQuery({
    queryKey: customerJobSiteKeys.of(customerid),
    queryFn: ({ signal }) => getCustomerJobSites(customerid, signal),
  });

/** POST /api/customer/addjobsite ('Jobsite Added!'). Silent: the popup shows a 400 on its fields. */
export const addJobSite = (input: AddJobSiteInput) =>
  http.post<JobSite>('/api/customer/addjobsite', input, { isSilent: true });

/** PUT /api/customer/updatejobsite ('Updated!'). Silent, as above. */
export const updateJobSite = (input: UpdateJobSiteInput) =>
  http.put<JobSite>('/api/customer/updatejobsite', input, { isSilent: true });

/** DELETE /api/customer/removejobsite/{id}: refused with a message while work orders use the site. */
export const removeJobSite = (id: number) =>
  http.delete<RemovedJobSite>(`/api/customer/removejobsite/${id}`, { isSilent: true });
