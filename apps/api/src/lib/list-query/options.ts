import { z } from 'zod';
import {
  LIST_MAX_GROUPS,
  LIST_MAX_SKIP,
  LIST_MAX_SUMMARIES,
  SUMMARY_TYPES,
  timeZone,
} from '@dispatchwise/shared';
import { filterExpressionSchema } from './filter-shape';

/** A query-string value holding JSON: parse errors become a 400 on that parameter. */
const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      // An empty parameter is an absent one (grids send `filter=` when the filter is cleared).
      if (text.trim() === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be JSON.' });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());

const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

export const sortOptionSchema = z.object({
  selector: z.string().min(1).max(100),
  desc: z.boolean().optional().default(false),
});

export const groupOptionSchema = z.object({
  selector: z.string().min(1).max(100),
  desc: z.boolean().optional().default(false),
  groupInterval: z.enum(['day', 'month', 'year']).optional(),
  isExpanded: z.boolean().optional(),
});

/** One footer aggregate (DevExtreme's `totalSummary` item); the compiler checks the field. */
export const summaryOptionSchema = z.object({
  selector: z.string().min(1).max(100),
  summaryType: z.enum(SUMMARY_TYPES, { error: `summaryType is one of ${SUMMARY_TYPES.join(', ')}.` }),
});

/**
 * The load options of the grid protocol (docs/platform.md, docs/decisions/080). `filter` stays
 * `unknown` here: only the compiler knows the fields, so it validates the tree.
 */
export const listQuerySchema = z.object({
  skip: z.coerce
    .number()
    .int()
    .min(0)
    .max(LIST_MAX_SKIP, `skip over ${LIST_MAX_SKIP} needs the after cursor of the previous page.`)
    .default(0),
  // Pages up to LIST_MAX_TAKE, group answers up to LIST_MAX_GROUPS (checked by the compiler).
  take: z.coerce.number().int().min(1).max(LIST_MAX_GROUPS).optional(),
  sort: json(z.array(sortOptionSchema).max(5)).optional(),
  filter: json(filterExpressionSchema).optional(),
  searchValue: z.string().max(200).optional(),
  requireTotalCount: booleanParam.optional().default(false),
  group: json(z.array(groupOptionSchema).max(1)).optional(),
  after: z.string().max(4_000).optional(),
  totalSummary: json(z.array(summaryOptionSchema).max(LIST_MAX_SUMMARIES)).optional(),
  /** With `group`: aggregates per group (the group rows' `summary`), as `totalSummary` items. */
  groupSummary: json(z.array(summaryOptionSchema).max(LIST_MAX_SUMMARIES)).optional(),
  /**
   * The viewer's IANA time zone: filters on day-relative fields (`pastdue`) compare with the viewer's
   * calendar day there (UTC when absent; docs/decisions/191).
   */
  timezone: timeZone('timezone').optional(),
});

export type ListQuery = z.infer<typeof listQuerySchema>;
export type SortOptionInput = z.infer<typeof sortOptionSchema>;
