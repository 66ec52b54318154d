import {
  DEFAULT_NOTE_TYPE_ID,
  DEFAULT_PERTAINS_TO,
  NOTE_TYPE,
  NOTE_TYPES,
  PERTAINS_TO,
  toIsoDate,
} from '@dispatchwise/shared';
import type { NoteValues } from './schemas';

// What the work-order popups and forms need before they validate: dates between the picker and the API, the
// note popup's choices and presets. No zod here (docs/decisions/212).

/** A stored calendar date (yyyy-MM-dd or an ISO instant) as the picker's local Date. */
export function toPickerDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  // Calendar dates come back as UTC midnight (decision 023): read the date part, not the instant.
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export const toApiDate = (value: Date): string => toIsoDate(value);

/** The comma-separated Additional Email Addresses as a list; blanks between commas are ignored. */
export const splitEmails = (text: string): string[] =>
  text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);

export const NOTE_TYPE_OPTIONS = NOTE_TYPES.filter((type) => type.isselectable).map((type) => ({
  value: type.id,
  label: type.name,
}));

export const EMPTY_NOTE: NoteValues = {
  note: '',
  type: DEFAULT_NOTE_TYPE_ID,
  pertainsto: DEFAULT_PERTAINS_TO,
  emailuserids: [],
  emails: '',
  includecustomer: false,
  highpriority: false,
  customerupdated: false,
};

/** Spec B section 9: the stored typeid is 1 for Internal and 2 for every other type. */
export const noteTypeId = (type: number): 1 | 2 =>
  NOTE_TYPES.find((candidate) => candidate.id === type)?.typeid ?? (type === NOTE_TYPE.Internal ? 1 : 2);

/** Add Customer Update (docs/decisions/113): the Add Note popup preset for a note the customer receives. */
export const CUSTOMER_UPDATE_NOTE: NoteValues = {
  ...EMPTY_NOTE,
  type: NOTE_TYPE.Customer,
  pertainsto: PERTAINS_TO.Customer,
  includecustomer: true,
  customerupdated: true,
};
