// The vendor-proposals module's door (docs/decisions/123): the proposals vendors submitted on a work
// order, as staff review them (decision 136).
export { vendorProposalRoutes } from './vendor-proposals.routes';
