import { toIsoDate } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { TodayWork } from './types';

/** Query keys of today's work, by the phone's calendar date. */
export const techTodayKeys = {
  all: ['vendorprofile', 'today'] as const,
  day: (date: string) => ['vendorprofile', 'today', date] as const,
};

/** GET /api/vendorprofile/today?date=yyyy-MM-dd: the caller's orders due that day or overdue (decision 159). */
export const getToday = (date: string, signal?: AbortSignal) =>
  http.get<TodayWork>('/api/vendorprofile/today', { params: { date }, signal });

/**
 * Today's work for the phone's own calendar date (not UTC's: a tech in the evening of the US still works
 * "today"). The date is read at each render, so a screen left open past midnight asks for the new day.
 */
export const useTodayWork = () => {
  const date = toIsoDate(new Date());
  return useQuery({
    queryKey: techTodayKeys.day(date),
    queryFn: ({ signal }) => getToday(date, signal),
  });
};
