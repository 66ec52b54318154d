import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { viewKeys } from './query-keys';
import type { SavedView } from './types';

/** `pageTypes` is one view type or several joined by commas ('w,d' on the alerts dashboard). */
export const getUserViews = (pageTypes: string) =>
  http.get<SavedView[]>('/api/view/getuserviews', { params: { pagetype: pageTypes } });

export const useUserViews = (pageTypes: string) =>
  useQuery({ queryKey: viewKeys.list(pageTypes), queryFn: () => getUserViews(pageTypes) });
