// The admin module's door (docs/decisions/123): what other modules may use.
export { adminRoutes } from './admin.routes';
export { accountRoutes } from './account.routes';
export { findUserEmails, getActiveDispatcher, getUserName } from './users.directory.repository';
export { createUser, updateUser } from './users.service';
