export { ContactsPanel, type ContactsPanelProps } from './contacts-panel';
export { ContactDialog, CONTACT_TITLE_MAX, type ContactDialogProps } from './contact-dialog';
export { CONTACT_AREAS, type ContactAreaConfig } from './contact-areas';
export {
  addContact,
  contactsKey,
  getContacts,
  removeContact,
  updateContact,
  useContacts,
  type ContactArea,
  type ContactFields,
  type ContactOfArea,
  type ContactOwner,
  type ContactRecord,
} from './api';
