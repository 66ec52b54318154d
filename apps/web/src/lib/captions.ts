import { captionOf, type captionSchema, type WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from './http';

/** One row of GET /api/site/meta (ARCHITECTURE.md mechanism 4). */
export type Caption = WireOf<typeof captionSchema>;

const captionKey = (table: string, field: string) => `${table.toLowerCase()}.${field.toLowerCase()}`;

export const captionsQuery = {
  queryKey: ['site', 'meta'] as const,
  queryFn: async () => {
    const rows = await http.get<Caption[]>('/api/site/meta');
    return new Map(rows.map((row) => [captionKey(row.tablename, row.datafieldname), row.displaynamefield]));
  },
  // Captions change with a deploy, not during a session.
  staleTime: Infinity,
  gcTime: Infinity,
};

/**
 * Returns a lookup `(table, field, fallback?) => caption`: the database's caption (sitemeta), else the
 * one the seed writes (packages/shared CAPTIONS, so the screen shows the same words before the list
 * loads), else `fallback` for a field no table names.
 */
export function useCaptions(): (table: string, field: string, fallback?: string) => string {
  const { data } = useQuery(captionsQuery);
  return useCallback(
    (table: string, field: string, fallback = field) =>
      data?.get(captionKey(table, field)) || captionOf(table, field) || fallback,
    [data],
  );
}

export function useCaption(table: string, field: string, fallback?: string): string {
  return useCaptions()(table, field, fallback);
}
