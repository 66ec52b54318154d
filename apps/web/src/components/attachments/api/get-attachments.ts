import { attachmentEndpoints } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AttachmentOwner, AttachmentRecord } from './types';

/** GET /api/{area}/attachments?{ownerKey}: the owner's attachment records, newest first (decisions 111, 124). */
export const getAttachments = (owner: AttachmentOwner, signal?: AbortSignal) => {
  const { list } = attachmentEndpoints(owner.area, owner.id);
  return http.get<AttachmentRecord[]>(list.url, { params: list.params, signal });
};

/** The records live under the owner's cache key (`recordKey`), so refreshing the record refreshes them. */
export const attachmentsKey = (recordKey: readonly unknown[]) => [...recordKey, 'attachments'] as const;

export const useAttachments = (owner: AttachmentOwner, recordKey: readonly unknown[]) =>
  useQuery({
    queryKey: attachmentsKey(recordKey),
    queryFn: ({ signal }) => getAttachments(owner, signal),
  });
