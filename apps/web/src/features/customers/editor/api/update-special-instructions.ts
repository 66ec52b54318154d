import { http } from '../../../../lib/http';
import type { UpdateAllSpecialProceduresInput } from './types';

/** POST /api/jobsites/updateallspecialprocedures: the text on every job site of the customer (spec C 2.3). */
export const updateAllSpecialProcedures = (input: UpdateAllSpecialProceduresInput) =>
  http.post<{ customerid: number; jobsites: number }>('/api/jobsites/updateallspecialprocedures', input, {
    isSilent: true,
  });
