import { INTERVALS_MS } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { http } from '../../../lib/http';
import { accountingKeys } from './query-keys';

/** While the screen follows its own push, the status is asked this often instead (decision 179). */
export const FOLLOW_PUSH_POLL_MS = 3_000;

/**
 * GET /api/accounting/getuploadingstatus, polled every 30 s (spec A section 9) for AccountingAdmin only
 * (`canPollUploadStatus`), every few seconds after the screen's own push (`pushedAt`). `onPushEnded` runs when
 * the status turns false, or is false when first asked after `pushedAt` (a push the worker finished between
 * two polls).
 */
export function useUploadingStatus({
  isEnabled,
  pushedAt,
  onPushEnded,
}: {
  isEnabled: boolean;
  pushedAt: number | null;
  onPushEnded: () => void;
}) {
  const previous = useRef(false);
  const latest = useRef({ pushedAt, onPushEnded });
  useEffect(() => {
    latest.current = { pushedAt, onPushEnded };
  });
  return useQuery({
    queryKey: accountingKeys.uploading,
    queryFn: async ({ signal }) => {
      const askedAt = Date.now();
      const isUploading = await http.get<boolean>('/api/accounting/getuploadingstatus', {
        signal,
        isSilent: true,
      });
      const since = latest.current.pushedAt;
      const hasEnded = !isUploading && (previous.current || (since !== null && askedAt >= since));
      previous.current = isUploading;
      if (hasEnded) latest.current.onPushEnded();
      return isUploading;
    },
    enabled: isEnabled,
    refetchInterval: pushedAt !== null ? FOLLOW_PUSH_POLL_MS : INTERVALS_MS.uploadingStatusPoll,
  });
}
