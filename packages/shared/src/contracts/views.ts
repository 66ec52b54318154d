import { z } from 'zod';
import { VIEW_TYPES } from '../constants/ui';
import { requiredId } from './fields';

// Wire shapes of the saved-view calls (spec A section 7 "Saved views", spec C section 3 "Saved view").

/** The grid state is small JSON (filters, sorts, columns, widths, page size); bigger bodies are refused. */
export const MAX_VIEW_STATE_BYTES = 64 * 1024;
export const MAX_VIEW_NAME_LENGTH = 100;

const viewId = requiredId('View');
const viewType = z.enum(VIEW_TYPES, { error: 'View Type is invalid.' });
const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'Set as default must be true or false.' })
  .transform((value) => value === 'true' || value === '1');

/** `pagetype=w`, or several types at once as the alerts dashboard asks (`pagetype=w,d`). */
export const userViewsQuerySchema = z.object({
  pagetype: z
    .string({ error: 'Page Type is required.' })
    .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))])
    .pipe(z.array(viewType).min(1, 'Page Type is required.')),
});

export const viewIdQuerySchema = z.object({ viewId });

export const createViewQuerySchema = z.object({
  viewName: z.string({ error: 'View Name is required.' }),
  viewType: viewType,
  isDefault: flag.optional(),
});

export const updateViewQuerySchema = z.object({
  viewId,
  viewType: viewType.optional(),
  viewName: z.string().optional(),
  isDefault: flag.optional(),
});

export const resetViewQuerySchema = z.object({ viewType: viewType.default('w') });

/**
 * The grid state as the web DataGrid keeps it; its keys are the grid's own business, except
 * `filterValue`, the grid protocol's filter expression, which the API also checks against the list
 * compiler's bounds (apps/api views.routes.ts, docs/decisions/117). Nesting and size of the rest are
 * bounded by the input guard and MAX_VIEW_STATE_BYTES.
 */
export const viewStateSchema = z.record(z.string(), z.unknown(), {
  error: 'The view must be a JSON object.',
});

export const savedViewSchema = z.object({
  viewid: z.number(),
  viewname: z.string(),
  viewtype: z.string(),
  isdefault: z.boolean(),
  view: z.record(z.string(), z.unknown()),
  createddate: z.date(),
  modifieddate: z.date(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const removedViewSchema = z.object({ viewid: z.number() });

export const resetViewResultSchema = z.object({ viewtype: z.string(), reset: z.number() });
