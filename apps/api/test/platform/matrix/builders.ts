import type { InjectOptions } from 'fastify';

// The request builders and id set of the authorization matrix (docs/decisions/121), shared by the
// matrix and its per-area fragments (matrix/<area>.ts), so that each area adds its entries in its own file.

/** The records a request names: the caller's own (role check) or another company's (leak check). */
export type Ids = {
  /** `role`: the caller's own records; `leak`: another vendor's and customer's. */
  purpose: 'role' | 'leak';
  workorderid: number;
  vendorid: number;
  customerid: number;
  attachmentid: number;
  /** The vendor line of the order (vendor A on A, vendor B on B). */
  workordervendorid: number;
  jobsiteid: number;
  /** A customer proposal of the order, and one of its lines. */
  proposalid: number;
  proposalitemid: number;
  /** A customer invoice of the order. */
  invoiceid: number;
  /** A proposal the order's vendor submitted. */
  vendorproposalid: number;
  /** An invoice the order's vendor submitted in the portal (decision 163). */
  vendorinvoiceid: number;
  /** The vendor's trade (one rate under it), contact and file (vendor A's for the role check, B's for the leak). */
  vendortradeid: number;
  traderateid: number;
  vendorcontactid: number;
  vendorattachmentid: number;
};

export type Request = Pick<InjectOptions, 'method' | 'url' | 'query' | 'payload'>;
/** How to call a route that takes record ids; the role check sends the caller's own ids. */
export type RecordRequest = (ids: Ids) => Request | Request[];
export type Build = (ids: Ids) => Request;
export type Entry = RecordRequest | 'no record id';

/** Keys of params, query or body that name a record: a route with one needs a RecordRequest. */
export const RECORD_KEYS = new Set([
  'id',
  'workorderid',
  'vendorid',
  'customerid',
  'workordervendorid',
  'vendortradeid',
]);

export const get =
  (url: string, query?: (ids: Ids) => Record<string, string | number>): Build =>
  (ids) => ({ method: 'GET', url: fill(url, ids), query: stringify(query?.(ids)) });
export const send =
  (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: (ids: Ids) => object): Build =>
  (ids) => ({ method, url: fill(url, ids), payload: payload?.(ids) });
export const query =
  (method: 'PUT' | 'POST', url: string, build: (ids: Ids) => Record<string, string | number>): Build =>
  (ids) => ({ method, url, query: stringify(build(ids)) });

/** `{workorderid}` and the like in a URL. */
export const fill = (url: string, ids: Ids) =>
  url.replace(/\{(\w+)\}/g, (_, key: keyof Ids) => String(ids[key]));
export const stringify = (values?: Record<string, string | number>) =>
  values && Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

export const file = (ids: Ids) => `workorder/${ids.workorderid}/seen_20250314000000.pdf`;
