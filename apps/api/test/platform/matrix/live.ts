import type { Entry } from './builders';

// The live lists' stream (docs/decisions/183). It takes no record id: what it sends is filtered by the
// caller's scope (live.test.ts proves it). The matrix's inject sends no `Accept: text/event-stream`, so an
// allowed role gets 406 at once instead of a stream that never ends; a refused one still gets 401/403.
export const LIVE_MATRIX: Record<string, Entry> = {
  'GET /api/live': 'no record id',
};
