// The errors module's door (docs/decisions/123): what other modules may use.
export { errorRoutes } from './errors.routes';
