// The views module's door (docs/decisions/123): what other modules may use.
export { viewRoutes } from './views.routes';
