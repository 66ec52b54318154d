// One source of the API's contracts (docs/decisions/125-one-contract-source.md): the zod schemas of
// every payload, used by the API's routes and, as `WireOf<typeof schema>` types, by the web.
export * from './wire';
export * from './time-zones';
export * from './fields';
export * from './customers';
export * from './dashboards';
export * from './errors';
export * from './lookups';
export * from './session';
export * from './storage';
export * from './users';
export * from './views';
export * from './work-orders';
export * from './work-order-actions';
export * from './vendor-documents';
export * from './notes';
export * from './attachments';
export * from './vendor-lines';
export * from './line-items';
export * from './proposals';
export * from './invoices';
export * from './vendor-proposals';
export * from './vendor-compliance';
export * from './vendors';
export * from './vendor-tabs';
export * from './vendor-search';
export * from './trade-rates';
