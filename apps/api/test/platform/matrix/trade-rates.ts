import type { Entry } from './builders';

/** The trades and rates of vendors and customers (spec C 2.6). */
export const TRADE_RATE_MATRIX: Record<string, Entry> = {};
