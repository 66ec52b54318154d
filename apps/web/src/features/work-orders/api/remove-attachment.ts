import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/workorder/removeattachment/:id: the record and its blob. */
export const removeAttachment = (id: number) =>
  http.delete<{ id: number }>(`/api/workorder/removeattachment/${id}`);

export const useRemoveAttachment = () => useMutation({ mutationFn: removeAttachment });
