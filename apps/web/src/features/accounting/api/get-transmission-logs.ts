import type { GridFetcher, LoadResult } from '../../../components/data-grid';
import { http } from '../../../lib/http';
import type { TransmissionLogRow } from './types';

/** GET /api/accounting/gettransmissionlogs on the grid protocol (resource `transmissionlog`). */
export const getTransmissionLogs: GridFetcher = (params, signal) =>
  http.get<LoadResult<TransmissionLogRow>>('/api/accounting/gettransmissionlogs', { params, signal });
