import { noteEndpoints, type NotesPdfQuery } from '@dispatchwise/shared';
import { downloadFile } from '../../../lib/http';
import type { NoteOwner } from './types';

/**
 * GET /api/{area}/notes/:id/pdf: the Notes tab as an A3 PDF saved as `fileName`, with the rows the grid
 * shows (system notes only when included, the search text) (docs/decisions/111 "Notes").
 */
export const exportNotesPdf = ({
  owner,
  fileName,
  includesystem,
  searchValue,
}: {
  owner: NoteOwner;
  fileName: string;
  includesystem: boolean;
  searchValue: string;
}) =>
  downloadFile(noteEndpoints(owner.area, owner.id).pdf, fileName, {
    params: {
      includesystem,
      searchValue: searchValue.trim() || undefined,
      // Dates print in the reader's zone, as the grid shows them.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    } satisfies Record<keyof NotesPdfQuery, unknown>,
  });
