import { noteEndpoints, type NoteArea } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { NoteOfArea, NoteOwner } from './types';

/** GET /api/{area}/notes/:id: the owner's notes, newest first (docs/decisions/111 "Notes", 124). */
export const getNotes = <A extends NoteArea>(owner: NoteOwner<A>, signal?: AbortSignal) =>
  http.get<NoteOfArea[A][]>(noteEndpoints(owner.area, owner.id).list, { signal });

/** The notes live under the owner's cache key (`recordKey`), so refreshing the record refreshes them. */
export const notesKey = (recordKey: readonly unknown[]) => [...recordKey, 'notes'] as const;

export const useNotes = <A extends NoteArea>(owner: NoteOwner<A>, recordKey: readonly unknown[]) =>
  useQuery({
    queryKey: notesKey(recordKey),
    queryFn: ({ signal }) => getNotes(owner, signal),
  });
