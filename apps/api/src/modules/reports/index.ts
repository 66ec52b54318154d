export { reportRoutes } from './reports.routes';
