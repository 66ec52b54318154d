export { SavedViewsMenu, type SavedViewsMenuProps } from './saved-views-menu';
export type { NewViewValues } from './new-view-dialog';
export { clearGridLayout } from './view-storage';
export { useDefaultView } from './use-default-view';
export { useResetMyView, resetMyView } from './api/reset-my-view';
export type { SavedView } from './api/types';
export { GridViewTools } from './grid-view-tools';
export {
  useServerGridPage,
  visibleExportColumns,
  withRestoredFilter,
  type ServerGridPage,
  type ServerGridPageOptions,
} from './use-server-grid-page';
