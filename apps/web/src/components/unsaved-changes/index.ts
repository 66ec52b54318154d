// The guard of an editor's unsaved changes, for any record editor (work orders now; customers, vendors later).
export { useUnsavedChangesGuard, type UnsavedChangesGuardOptions } from './use-unsaved-changes-guard';
export { UnsavedChangesDialog } from './unsaved-changes-dialog';
