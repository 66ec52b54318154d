// The audit module's door (docs/decisions/123): the Change History and Audit Log calls (decision 181).
// The trail itself is written by PostgreSQL triggers (migration 0019) with the actor of db/actor.ts.
export { auditRoutes } from './audit.routes';
