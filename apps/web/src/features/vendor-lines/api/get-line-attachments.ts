import type { vendorLineAttachmentsSchema, WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vendorLinesKey } from '../../../entities/work-orders';

export type LineAttachment = WireOf<typeof vendorLineAttachmentsSchema>[number];

/** GET /api/workorder/vendor/attachments/{workordervendorid}: the line's files (the grid's master detail). */
export const getLineAttachments = (workordervendorid: number, signal?: AbortSignal) =>
  http.get<LineAttachment[]>(`/api/workorder/vendor/attachments/${workordervendorid}`, { signal });

/** Under the lines' key: an upload or a change of the order refreshes the files with the lines. */
export const lineAttachmentsKey = (recordKey: readonly unknown[], workordervendorid: number) =>
  [...vendorLinesKey(recordKey), 'files', workordervendorid] as const;

export const useLineAttachments = (recordKey: readonly unknown[], workordervendorid: number) =>
  useQuery({
    queryKey: lineAttachmentsKey(recordKey, workordervendorid),
    queryFn: ({ signal }) => getLineAttachments(workordervendorid, signal),
  });
