import { http } from '../../../lib/http';
import type { CheckInAnswer, CheckInInput } from './types';

export type CheckInAction = 'checkin' | 'checkout';

/**
 * POST /api/vendorprofile/checkin or /checkout with the browser's position (decision 159). Not silent: a
 * refusal ('You are already checked in on this work order.', a read-only order) is the API's error toast.
 */
export const postCheckIn = (action: CheckInAction, input: CheckInInput) =>
  http.post<CheckInAnswer>(`/api/vendorprofile/${action}`, input);
