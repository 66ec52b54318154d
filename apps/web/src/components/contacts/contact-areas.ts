import { CUSTOMER_MESSAGES, VENDOR_MESSAGES } from '@dispatchwise/shared';
import type { ContactArea, ContactRecord } from './api';

/** What differs between the owners' Contacts tabs: their captions and their own words (spec C 2.3, 2.4). */
export type ContactAreaConfig = {
  /** The caption table of the labels and column headers (spec A: captions by tablename). */
  captionTable: string;
  /** The area's message for a title over CONTACT_TITLE_MAX characters (the API answers the same). */
  titleMessage: string;
  /** What the grid says without contacts. */
  emptyText: string;
  /** The column chooser button in the grid's toolbar. */
  hasColumnChooser: boolean;
  /** How a contact is named in the row actions' aria names and the delete question. */
  nameOf: (contact: ContactRecord) => string;
  /** The delete confirmation's question. */
  deleteQuestion: (name: string) => string;
};

const fullName = (contact: ContactRecord) => [contact.firstname, contact.lastname].filter(Boolean).join(' ');

export const CONTACT_AREAS: Record<ContactArea, ContactAreaConfig> = {
  vendor: {
    captionTable: 'vendorcontact',
    titleMessage: VENDOR_MESSAGES.contactTitle,
    emptyText: 'No contacts yet.',
    hasColumnChooser: true,
    nameOf: (contact) =>
      fullName(contact) || contact.title || contact.emailaddress || `contact #${contact.id}`,
    deleteQuestion: (name) => `Delete the contact ${name}?`,
  },
  customer: {
    captionTable: 'customercontact',
    titleMessage: CUSTOMER_MESSAGES.contactTitle,
    emptyText: 'No contacts',
    hasColumnChooser: false,
    nameOf: (contact) => fullName(contact) || contact.emailaddress || 'this contact',
    deleteQuestion: (name) => `Delete ${name}?`,
  },
};
