// The health module's door (docs/decisions/123): what other modules may use.
export { healthRoutes } from './health.routes';
