import type { Entry } from './builders';

/** The customers area's routes (issue 13): the list, the record and its tabs, its trades and rates. */
export const CUSTOMER_MATRIX: Record<string, Entry> = {};
