import type {
  SaveVendorPortalInvoiceInput,
  SaveVendorPortalProposalInput,
  vendorPortalDocumentSummarySchema,
  vendorPortalInvoiceListSchema,
  vendorPortalInvoiceSchema,
  vendorPortalProposalListSchema,
  vendorPortalProposalSchema,
  WireOf,
} from '@dispatchwise/shared';

// Wire shapes of the vendor portal's proposals and invoices (contracts/vendor-portal-documents.ts, decision 163).

export type PortalProposal = WireOf<typeof vendorPortalProposalSchema>;
export type PortalInvoice = WireOf<typeof vendorPortalInvoiceSchema>;
export type PortalProposalList = WireOf<typeof vendorPortalProposalListSchema>;
export type PortalInvoiceList = WireOf<typeof vendorPortalInvoiceListSchema>;
/** The editors' Summary: customer, job site, location, address, city, state, brief description. */
export type PortalDocumentSummary = WireOf<typeof vendorPortalDocumentSummarySchema>;

export type PortalLabor = PortalProposal['labor'][number];
export type PortalMaterial = PortalProposal['material'][number];
export type PortalOther = PortalProposal['other'][number];

/** What the editor sends: the header fields and the three kinds of lines, as the API takes them. */
export type PortalProposalInput = SaveVendorPortalProposalInput;
export type PortalInvoiceInput = SaveVendorPortalInvoiceInput;
