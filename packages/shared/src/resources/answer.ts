import { z } from 'zod';

/**
 * The grid protocol's answer as a contract (docs/platform.md "Grid protocol", ListAnswer in
 * protocol.ts): rows are the list's row objects, or `{ key, count }` for a group request. The routes
 * declare it as their 200 response; the web reads the same shape.
 */
export const listAnswerSchema = z.object({
  data: z.array(z.record(z.string(), z.unknown())),
  totalCount: z.number(),
  totalCountIsExact: z.boolean(),
  summary: z.array(z.number().nullable()).nullable(),
  nextCursor: z.string().nullable(),
});
