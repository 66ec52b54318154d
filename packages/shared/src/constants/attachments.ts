/**
 * Attachment types (spec B section 9, spec C section 9). Id 31 is named twice in the specs
 * (EDC Work Order Ticket in B, Territory Map in C): 31 stays the work-order ticket, next to 32
 * EDC Sign Off Ticket, and Territory Map moves to 36 (decision 015).
 */
/** The records whose files have a blob folder `{area}/{id}/` (the portals' areas write into these). */
export const ATTACHMENT_FOLDERS = ['workorder', 'vendor', 'customer'] as const;
export type AttachmentArea = (typeof ATTACHMENT_FOLDERS)[number];
export type AttachmentType = { id: number; attachmenttype: string; areas: readonly AttachmentArea[] };

export const ATTACHMENT_TYPE = {
  CustomerWorkRequest: 1,
  VendorNteEmail: 2,
  VendorProposal: 3,
  CustomerProposalApproval: 4,
  VendorProposalApproval: 5,
  VendorNteIncrease: 6,
  VendorInvoice: 7,
  VendorSignOff: 8,
  VendorPhoto: 9,
  WorkOrderOther: 10,
  Other: 11,
  VendorProfile: 12,
  Coi: 13,
  W9: 14,
  Wc: 15,
  Ach: 23,
  ClientOnboardingDoc: 27,
  CustomerRates: 28,
  JobsiteList: 29,
  MsaAgreement: 30,
  EdcWorkOrderTicket: 31,
  EdcSignOffTicket: 32,
  ProposalDenied: 33,
  CustomerCancellation: 34,
  WrongInvoice: 35,
  TerritoryMap: 36,
} as const;

const a = (id: number, attachmenttype: string, ...areas: AttachmentArea[]): AttachmentType => ({
  id,
  attachmenttype,
  areas,
});

export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  a(ATTACHMENT_TYPE.CustomerWorkRequest, 'Customer Work Request', 'workorder'),
  a(ATTACHMENT_TYPE.VendorNteEmail, 'Vendor NTE Email', 'workorder'),
  a(ATTACHMENT_TYPE.VendorProposal, 'Vendor Proposal', 'workorder'),
  a(ATTACHMENT_TYPE.CustomerProposalApproval, 'Customer Proposal Approval', 'workorder'),
  a(ATTACHMENT_TYPE.VendorProposalApproval, 'Vendor Proposal Approval', 'workorder'),
  a(ATTACHMENT_TYPE.VendorNteIncrease, 'Vendor NTE Increase', 'workorder'),
  a(ATTACHMENT_TYPE.VendorInvoice, 'Vendor Invoice', 'workorder'),
  a(ATTACHMENT_TYPE.VendorSignOff, 'Vendor Sign Off', 'workorder'),
  a(ATTACHMENT_TYPE.VendorPhoto, 'Vendor Photo', 'workorder'),
  a(ATTACHMENT_TYPE.WorkOrderOther, 'Other', 'workorder'),
  a(ATTACHMENT_TYPE.Other, 'Other', 'vendor', 'customer'),
  a(ATTACHMENT_TYPE.VendorProfile, 'Vendor Profile', 'vendor'),
  a(ATTACHMENT_TYPE.Coi, 'COI (G/L)', 'vendor'),
  a(ATTACHMENT_TYPE.W9, 'W9', 'vendor'),
  a(ATTACHMENT_TYPE.Wc, 'WC', 'vendor'),
  a(ATTACHMENT_TYPE.Ach, 'ACH', 'vendor'),
  a(ATTACHMENT_TYPE.ClientOnboardingDoc, 'Client Onboarding Doc', 'customer'),
  a(ATTACHMENT_TYPE.CustomerRates, 'Customer Rates', 'customer'),
  a(ATTACHMENT_TYPE.JobsiteList, 'Jobsite List', 'customer'),
  a(ATTACHMENT_TYPE.MsaAgreement, 'MSA Agreement', 'customer'),
  a(ATTACHMENT_TYPE.EdcWorkOrderTicket, 'EDC Work Order Ticket', 'workorder'),
  a(ATTACHMENT_TYPE.EdcSignOffTicket, 'EDC Sign Off Ticket', 'workorder'),
  a(ATTACHMENT_TYPE.ProposalDenied, 'Proposal Denied', 'workorder'),
  a(ATTACHMENT_TYPE.CustomerCancellation, 'Customer Cancellation', 'workorder'),
  a(ATTACHMENT_TYPE.WrongInvoice, 'Wrong Invoice', 'workorder'),
  a(ATTACHMENT_TYPE.TerritoryMap, 'Territory Map', 'customer'),
];

/** Compliance documents a vendor uploads from the portal (spec C 2.8). */
export const VENDOR_COMPLIANCE_ATTACHMENT_TYPE_IDS: readonly number[] = [
  ATTACHMENT_TYPE.VendorProfile,
  ATTACHMENT_TYPE.Coi,
  ATTACHMENT_TYPE.W9,
  ATTACHMENT_TYPE.Wc,
];

/** Types a vendor or customer may pick on a portal work order (spec C section 9). */
export const PORTAL_WORK_ORDER_ATTACHMENT_TYPE_IDS: readonly number[] = [
  ATTACHMENT_TYPE.VendorInvoice,
  ATTACHMENT_TYPE.VendorPhoto,
  ATTACHMENT_TYPE.VendorProposal,
  ATTACHMENT_TYPE.VendorSignOff,
  ATTACHMENT_TYPE.CustomerWorkRequest,
  ATTACHMENT_TYPE.WorkOrderOther,
];

/** Blob storage (spec A section 1): container and which extensions open in the preview popup. */
export const ATTACHMENT_CONTAINER = 'attachments';
export const PREVIEWABLE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'html', 'txt', 'gif'] as const;
