// The dashboards module's door (docs/decisions/123): what other modules may use.
export { dashboardRoutes } from './dashboards.routes';
