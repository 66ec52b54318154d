import { VENDOR_DOCUMENT_STATUS } from '@dispatchwise/shared';
import { downloadFile, http, uploadFile } from '../../../../lib/http';
import type { PortalInvoice, PortalProposal, PortalProposalInput, PortalProposalList } from './types';

// The vendor's proposal calls (spec C 7 under /vendorprofile; decision 163).

const BASE = '/api/vendorprofile';

/** GET /vendorprofile/vendorworkorderproposals?workorderid: the vendor's proposals on the order, newest first. */
export const getPortalProposals = (workorderid: number, signal?: AbortSignal) =>
  http.get<PortalProposalList>(`${BASE}/vendorworkorderproposals`, { params: { workorderid }, signal });

/** POST /vendorprofile/newproposal: an unsaved template (id 0) with a number, today and the brief description. */
export const newPortalProposal = (workorderid: number) =>
  http.post<PortalProposal>(`${BASE}/newproposal`, { workorderid });

/** POST /vendorprofile/updateproposal: id 0 creates the draft, another id updates it. */
export const savePortalProposal = (input: PortalProposalInput) =>
  http.post<PortalProposal>(`${BASE}/updateproposal`, input, { isSilent: true });

// The row's runner toasts the failure of these with its reason.
export const clonePortalProposal = (id: number) =>
  http.post<PortalProposal>(`${BASE}/cloneproposal/${id}`, undefined, { isSilent: true });

export const deletePortalProposal = (proposalId: number) =>
  http.delete<{ id: number; workorderid: number }>(`${BASE}/deleteproposal`, {
    params: { proposalId },
    isSilent: true,
  });

/** PUT /vendorprofile/updateproposalstatus: Submit (1 -> 2). */
export const submitPortalProposal = (proposalId: number) =>
  http.put<PortalProposalList>(
    `${BASE}/updateproposalstatus`,
    {
      proposalId,
      proposalStatusId: VENDOR_DOCUMENT_STATUS.Submitted,
    },
    // The Submit popup shows the reason.
    { isSilent: true },
  );

/** POST /vendorprofile/createinvoice/{id}: a draft invoice from an approved proposal. */
export const createPortalInvoice = (proposalId: number) =>
  http.post<PortalInvoice>(`${BASE}/createinvoice/${proposalId}`, undefined, { isSilent: true });

const GENERATE = `${BASE}/generatevendorproposal`;

export const previewPortalProposal = (proposalid: number, signal?: AbortSignal) =>
  http.postText(GENERATE, undefined, { params: { proposalid, preview: true }, signal, isSilent: true });

export const downloadPortalProposalPdf = (proposalid: number) =>
  downloadFile(GENERATE, `proposal_${proposalid}.pdf`, {
    method: 'POST',
    params: { proposalid, preview: false },
    isNamedByServer: true,
    isSilent: true,
  });

/** POST /vendorprofile/importproposalitems?proposalid (multipart, one file): answers the proposal. */
export const importPortalProposalLines = (proposalid: number, file: File, onProgress: (f: number) => void) =>
  uploadFile<PortalProposal>(`${BASE}/importproposalitems`, file, {
    params: { proposalid },
    onProgress,
    isSilent: true,
  });
