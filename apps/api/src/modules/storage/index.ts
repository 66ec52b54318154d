// The storage module's door (docs/decisions/123): SAS tokens for the folders of the file owners.
export { storageRoutes } from './storage.routes';
