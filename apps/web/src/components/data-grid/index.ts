export * from './data-grid';
export * from './filter-expression';
export * from './grid-state';
export * from './expression-to-group';
export * from './use-server-grid';
export type { FilterField } from './filter-builder-dialog';
export { GridCardField, RowActionsButton } from './row-parts';
export { RowActionsMenu, useRowActionRunner, type RowActionsMenuProps } from './row-actions-menu';
export { groupRowFilter, groupRowId, useServerGroups, type ServerGroups } from './server-groups';
