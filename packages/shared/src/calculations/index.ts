export * from './margin';
export * from './line-items';
export * from './proposals';
export * from './due-date';
export type { AmountInput } from './exact';
export * from './vendor-compliance';
export * from './totals';
export * from './past-due';
