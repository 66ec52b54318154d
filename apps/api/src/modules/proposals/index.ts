// The proposals module's door (docs/decisions/123): a work order's customer proposals (decision 135).
export { proposalRoutes } from './proposals.routes';
// Convert to Customer Proposal of the vendor-proposals module adds its proposal through this.
export { saveProposal } from './proposals.service';
// The proposal's preview and PDF, which the customer portal prints through the same generator (decision 167).
export { generateProposalDocument } from './proposals.documents';
