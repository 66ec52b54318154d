// The frame of a record editor (customers, vendors, work orders): toolbar, tabs, tab panels and the save's errors.
export { RecordToolbar, type RecordToolbarProps } from './record-toolbar';
export { RecordTabs, type RecordTab, type RecordTabsProps } from './record-tabs';
export { RecordTabPanel, type RecordTabPanelProps } from './record-tab-panel';
export { reportSaveError, type SaveErrorOptions } from './save-error';
