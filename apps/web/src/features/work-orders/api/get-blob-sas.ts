import { http } from '../../../lib/http';

/** GET /api/storage/getSAS (docs/decisions/064): a 15-minute token for one blob of a record. */
export type BlobSas = {
  sasToken: string;
  /** The blob's URL with the token already appended. */
  url: string;
  container: string;
  path: string;
  blobName: string;
  permissions: string;
  expiresOn: string;
};

export type BlobSasQuery = {
  area: 'workorder' | 'vendor' | 'customer';
  id: number;
  /** The stored name inside the record's folder. */
  file: string;
  access: 'read' | 'write' | 'delete';
};

export const getBlobSas = (query: BlobSasQuery, options: { isSilent?: boolean } = {}) =>
  http.get<BlobSas>('/api/storage/getSAS', { params: query, isSilent: options.isSilent });

/**
 * The URL to call: `url` already carries the token (the API appends it); an answer without a query
 * string gets `sasToken` appended, so the blob is never called without its token.
 */
export const signedBlobUrl = (sas: Pick<BlobSas, 'url' | 'sasToken'>): string =>
  sas.url.includes('?') ? sas.url : `${sas.url}?${sas.sasToken.replace(/^\?/, '')}`;
