/** The editor's tabs in spec C 2.3's order, plus the vendors the customer excludes (issue 13). */
export const CUSTOMER_EDITOR_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'jobsites', label: 'Job Sites' },
  { id: 'contacts', label: 'Contacts' },
  { id: 'managementprovider', label: 'Management Provider' },
  { id: 'notes', label: 'Notes' },
  { id: 'trades', label: 'Trades' },
  { id: 'attachments', label: 'Attachments' },
  { id: 'excludedvendors', label: 'Excluded Vendors' },
  // Who changed what on the customer (docs/decisions/181).
  { id: 'changes', label: 'Change History' },
] as const;
export type CustomerEditorTab = (typeof CUSTOMER_EDITOR_TABS)[number]['id'];

/** A new customer ("Add New", spec C 2.3): these tabs are active, Management Provider first; the rest wait for the save. */
export const NEW_CUSTOMER_TABS: readonly CustomerEditorTab[] = [
  'details',
  'notifications',
  'managementprovider',
];
export const NEW_CUSTOMER_FIRST_TAB: CustomerEditorTab = 'managementprovider';

export const isTabOpen = (tab: CustomerEditorTab, isNew: boolean) =>
  !isNew || NEW_CUSTOMER_TABS.includes(tab);
