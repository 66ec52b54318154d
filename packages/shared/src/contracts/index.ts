// One source of the API's contracts (docs/decisions/125-one-contract-source.md): the zod schemas of
// every payload, used by the API's routes and, as `WireOf<typeof schema>` types, by the web.
export * from './wire';
export * from './time-zones';
export * from './fields';
export * from './notes';
export * from './attachments';
