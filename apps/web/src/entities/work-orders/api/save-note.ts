import type { savedNoteSchema, WireOf } from '@dispatchwise/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/workorder/savenote (spec A section 7). `type` is the note type id, `typeid` 1 Internal else 2. */
export type SaveNoteInput = {
  workorderid: number;
  note: string;
  type: number;
  typeid: 1 | 2;
  pertainsto: number;
  emailuserids: number[];
  /** Additional addresses, comma separated. */
  emails: string;
  includecustomer: boolean;
  highpriority: boolean;
  customerupdated: boolean;
};

export const saveNote = (input: SaveNoteInput) =>
  http.post<WireOf<typeof savedNoteSchema>>('/api/workorder/savenote', input);

export const useSaveNote = () => useMutation({ mutationFn: saveNote });
