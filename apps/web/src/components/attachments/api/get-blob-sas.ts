import type { GetSasQuery, sasResponseSchema, WireOf } from '@dispatchwise/shared';
import { http } from '../../../lib/http';

/** GET /api/storage/getSAS (docs/decisions/064): a 15-minute token for one blob of a record. */
export type BlobSas = WireOf<typeof sasResponseSchema>;

/** Area, id, file and access always; `size` (bytes) for a write token (docs/decisions/184). */
export type BlobSasQuery = Required<Omit<GetSasQuery, 'size'>> & Pick<GetSasQuery, 'size'>;

export const getBlobSas = (query: BlobSasQuery, options: { isSilent?: boolean } = {}) =>
  http.get<BlobSas>('/api/storage/getSAS', { params: query, isSilent: options.isSilent });

/**
 * The URL to call: `url` already carries the token (the API appends it); an answer without a query
 * string gets `sasToken` appended, so the blob is never called without its token.
 */
export const signedBlobUrl = (sas: Pick<BlobSas, 'url' | 'sasToken'>): string =>
  sas.url.includes('?') ? sas.url : `${sas.url}?${sas.sasToken.replace(/^\?/, '')}`;
