import type {
  addJobSiteBodySchema,
  jobSiteSchema,
  removedJobSiteSchema,
  updateJobSiteBodySchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import type { GridFetcher, LoadResult } from '../../../components/data-grid';
import { http, type QueryParams } from '../../../lib/http';

// A customer's job sites on the wire (contracts/job-sites.ts, docs/decisions/125 and 148).

export type JobSite = WireOf<typeof jobSiteSchema>;
export type AddJobSiteInput = WireInput<typeof addJobSiteBodySchema>;
export type UpdateJobSiteInput = WireInput<typeof updateJobSiteBodySchema>;
export type RemovedJobSite = WireOf<typeof removedJobSiteSchema>;

/** Query keys: the list of one customer's sites (or every customer's, `all`) and one site. */
export const jobSiteKeys = {
  root: ['jobsites'] as const,
  list: (customerid: number | 'all') => ['jobsites', 'list', customerid] as const,
  detail: (id: number) => ['jobsites', 'detail', id] as const,
};

/**
 * A row of GET /api/jobsites/getjobsites (the grid protocol, resources/job-sites.ts, decision 148): the
 * site without its procedures and dates, which GET /jobsites/getjobsite carries.
 */
export type JobSiteRow = Omit<JobSite, 'procedures' | 'createdDate' | 'updatedDate'>;

/**
 * The job-site list's fetcher for `useServerGrid`: one customer's sites, or every customer's without one
 * ("Show All"), with the grid's load options.
 */
export const jobSitesFetcher =
  (customerid: number | undefined): GridFetcher =>
  (params: QueryParams, signal?: AbortSignal) =>
    http.get<LoadResult<JobSiteRow>>('/api/jobsites/getjobsites', {
      params: { ...params, customerid },
      signal,
    });

/** GET /api/jobsites/getjobsite?jobsiteid: one site with its procedures. */
export const getJobSite = (jobsiteid: number, signal?: AbortSignal) =>
  http.get<JobSite>('/api/jobsites/getjobsite', { params: { jobsiteid }, signal });

export const useJobSite = (jobsiteid: number | null) =>
  useQuery({
    queryKey: jobSiteKeys.detail(jobsiteid ?? 0),
    queryFn: ({ signal }) => getJobSite(jobsiteid!, signal),
    enabled: jobsiteid !== null,
  });

/** POST /api/customer/addjobsite */
export const addJobSite = (input: AddJobSiteInput) => http.post<JobSite>('/api/customer/addjobsite', input);

/** PUT /api/customer/updatejobsite: only the fields sent change. */
export const updateJobSite = (input: UpdateJobSiteInput) =>
  http.put<JobSite>('/api/customer/updatejobsite', input);

/** DELETE /api/customer/removejobsite/{id}: refused while work orders name the site (decision 148). */
export const removeJobSite = (id: number) => http.delete<RemovedJobSite>(`/api/customer/removejobsite/${id}`);
