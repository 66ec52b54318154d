import { http } from '../../../lib/http';

/** POST /api/accounting/quickbooks/connect: Intuit's authorization address, where the browser goes next (decision 176). */
export const connectQuickBooks = () => http.post<{ url: string }>('/api/accounting/quickbooks/connect');
