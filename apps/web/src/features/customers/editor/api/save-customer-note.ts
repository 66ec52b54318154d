import { http } from '../../../../lib/http';
import type { AddCustomerNoteInput } from './types';

/** POST /api/customer/savenote: a note on the customer (rich text; toast 'Note added'). */
export const saveCustomerNote = (input: AddCustomerNoteInput) =>
  http.post<unknown>('/api/customer/savenote', input);
