import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Flag / Un-Flag: the server toggles `flagged`. The caller toasts its own failure. */
export const tagUntag = (workorderid: number) =>
  http.put<unknown>('/api/workorder/taguntag', undefined, { params: { workorderid }, isSilent: true });

export const useTagUntag = () => useMutation({ mutationFn: tagUntag });
