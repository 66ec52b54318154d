import type { tradeSchema, WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';

export type Trade = WireOf<typeof tradeSchema>;

/** Every trade (GET /trades/tradelist), for the search's trades multi-select. */
export const useTrades = () =>
  useQuery({
    queryKey: ['trades', 'list'] as const,
    queryFn: () => http.get<Trade[]>('/api/trades/tradelist'),
    staleTime: Infinity,
  });
