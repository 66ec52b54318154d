import { attachmentEndpoints } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AttachmentOwner, AttachmentTypeOption } from './types';

/** GET /api/{area}/getattachmenttypes: the area's attachment types (spec B section 9, spec C section 9). */
export const getAttachmentTypes = (owner: AttachmentOwner, signal?: AbortSignal) =>
  http.get<AttachmentTypeOption[]>(attachmentEndpoints(owner.area, owner.id).types, { signal });

/** One list per area (the record does not change it). */
export const useAttachmentTypes = (owner: AttachmentOwner) =>
  useQuery({
    queryKey: ['lookups', `${owner.area}-attachment-types`],
    queryFn: ({ signal }) => getAttachmentTypes(owner, signal),
    staleTime: Infinity,
  });
