// The session module's door (docs/decisions/123): what other modules may use.
export { sessionRoutes } from './session.routes';
