import {
  CUSTOMER_PROPOSAL_DECISION,
  type customerPortalInvoiceSchema,
  type customerPortalProposalSchema,
  type WireOf,
} from '@dispatchwise/shared';
import { downloadFile, http } from '../../../lib/http';

// The customer's proposals and invoices of one order (spec C 2.9, 7; decision 167).

const BASE = '/api/customerprofile';

export type CustomerProposal = WireOf<typeof customerPortalProposalSchema>;
export type CustomerInvoice = WireOf<typeof customerPortalInvoiceSchema>;

export const getCustomerProposals = (workorderid: number, signal?: AbortSignal) =>
  http.get<CustomerProposal[]>(`${BASE}/workorderproposals`, { params: { workorderid }, signal });

export const getCustomerInvoices = (workorderid: number, signal?: AbortSignal) =>
  http.get<CustomerInvoice[]>(`${BASE}/workorderinvoices`, { params: { workorderid }, signal });

/** Approve: POST /customerprofile/updateproposalstatus with the approved status; answers the proposals. */
export const approveCustomerProposal = (proposalId: number) =>
  http.post<CustomerProposal[]>(
    `${BASE}/updateproposalstatus`,
    { proposalId, proposalStatusId: CUSTOMER_PROPOSAL_DECISION.Approved },
    { isSilent: true },
  );

/** Reject with the Rejection Information (required, spec C 5). */
export const rejectCustomerProposal = (proposalId: number, note: string) =>
  http.post<CustomerProposal[]>(
    `${BASE}/updateproposalstatus`,
    { proposalId, proposalStatusId: CUSTOMER_PROPOSAL_DECISION.Rejected, note },
    { isSilent: true },
  );

export const previewCustomerProposal = (proposalid: number, signal?: AbortSignal) =>
  http.postText(`${BASE}/generateproposal`, undefined, {
    params: { proposalid, preview: true },
    signal,
    isSilent: true,
  });

export const downloadCustomerProposalPdf = (proposalid: number) =>
  downloadFile(`${BASE}/generateproposal`, `proposal_${proposalid}.pdf`, {
    method: 'POST',
    params: { proposalid, preview: false },
    isNamedByServer: true,
  });

export const previewCustomerInvoice = (invoiceid: number, signal?: AbortSignal) =>
  http.postText(`${BASE}/generateinvoice`, undefined, {
    params: { invoiceid, preview: true },
    signal,
    isSilent: true,
  });

export const downloadCustomerInvoicePdf = (invoiceid: number) =>
  downloadFile(`${BASE}/generateinvoice`, `invoice_${invoiceid}.pdf`, {
    method: 'POST',
    params: { invoiceid, preview: false },
    isNamedByServer: true,
  });
