import type { WireOf, workOrderInvoicesSchema } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * Under the order's record key: a change invalidates the whole order, so the header's margin and the
 * System notes refresh with the invoices.
 */
export const invoicesKey = (recordKey: readonly unknown[]) => [...recordKey, 'invoices'] as const;

/** GET /api/workorder/invoices?workorderid: newest first, each with its lines, totals, payment due and margin. */
export const getInvoices = (workorderid: number, signal?: AbortSignal) =>
  http.get<WireOf<typeof workOrderInvoicesSchema>>('/api/workorder/invoices', {
    params: { workorderid },
    signal,
  });

export const useInvoices = (options: {
  workorderid: number;
  recordKey: readonly unknown[];
  isEnabled: boolean;
}) =>
  useQuery({
    queryKey: invoicesKey(options.recordKey),
    queryFn: ({ signal }) => getInvoices(options.workorderid, signal),
    enabled: options.isEnabled,
  });
