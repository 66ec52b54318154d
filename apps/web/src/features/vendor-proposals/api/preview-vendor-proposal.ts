import { http } from '../../../lib/http';

/** POST /api/vendorprofile/generatevendorproposal?proposalid&preview=true: the Preview's HTML (decision 140). */
export const previewVendorProposal = (proposalid: number, signal?: AbortSignal) =>
  http.postText('/api/vendorprofile/generatevendorproposal', undefined, {
    params: { proposalid, preview: true },
    signal,
    isSilent: true,
  });
