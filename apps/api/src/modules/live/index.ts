// The live module's door (docs/decisions/123): the stream of work-order changes (decision 183).
export { liveRoutes } from './live.routes';
