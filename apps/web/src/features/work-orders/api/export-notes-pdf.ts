import { downloadFile } from '../../../lib/http';

/**
 * GET /api/workorder/notes/:id/pdf: the Notes tab as an A3 PDF saved as `{wonumber}.pdf`, with the rows the
 * grid shows (system notes only when included, the search text) (docs/decisions/111 "Notes").
 */
export const exportNotesPdf = ({
  workorderid,
  wonumber,
  includesystem,
  searchValue,
}: {
  workorderid: number;
  wonumber: string;
  includesystem: boolean;
  searchValue: string;
}) =>
  downloadFile(`/api/workorder/notes/${workorderid}/pdf`, `${wonumber}.pdf`, {
    params: {
      includesystem,
      searchValue: searchValue.trim() || undefined,
      // Dates print in the reader's zone, as the grid shows them.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  });
