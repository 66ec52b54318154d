// The proposals module's door (docs/decisions/123): a work order's customer proposals (decision 135).
export { proposalRoutes } from './proposals.routes';
