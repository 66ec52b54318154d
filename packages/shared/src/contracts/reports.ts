import { z } from 'zod';
import { HEATMAP } from '../constants/reports';
import { ZIP } from './vendor-fields';
import { optionalDate, optionalId, requiredId } from './fields';

/** Messages of the report calls (decision 151). */
export const REPORT_MESSAGES = {
  dateOrder: 'Begin Date must be on or before End Date.',
  unknownReport: 'Report is invalid.',
  notGranted: 'You do not have access to this report.',
  zipRequired: 'Zip Code is required.',
  zipInvalid: 'Zip Code is invalid.',
  zipUnknown: 'Zip Code was not found.',
  radius: `Mile Radius is a number from ${HEATMAP.radiusMin} to ${HEATMAP.radiusMax}.`,
} as const;

/** GET /reports/getreports: the caller's granted reports (Admin: all), grids and heat maps. */
export const reportDefinitionSchema = z.object({
  id: z.number(),
  reportname: z.string(),
  showdateselection: z.boolean(),
  reporttype: z.enum(['grid', 'heatmap']),
});
export const reportDefinitionsSchema = z.array(reportDefinitionSchema);

const zip = z
  .string({ error: REPORT_MESSAGES.zipInvalid })
  .trim()
  .min(1, REPORT_MESSAGES.zipRequired)
  .regex(ZIP, REPORT_MESSAGES.zipInvalid)
  .transform((value) => value.slice(0, 5));

/**
 * POST /reports/getreportdata's own fields (spec A section 7): `{ reportid, startDate, endDate }`; report
 * 14 `{ reportid, tradeid, customerid }` (absent = all), report 24 `{ reportid, zipcode, radius }`. The
 * API adds the grid load options beside them (list protocol; decision 151).
 */
export const reportDataRequestSchema = z.object({
  reportid: requiredId('Report', { required: 'Report is required.', invalid: REPORT_MESSAGES.unknownReport }),
  startDate: optionalDate('Begin Date'),
  endDate: optionalDate('End Date'),
  tradeid: optionalId('Trade'),
  customerid: optionalId('Customer'),
  zipcode: zip.optional(),
  radius: z
    .union([z.number(), z.string()], { error: REPORT_MESSAGES.radius })
    .transform(Number)
    .refine(
      (value) => Number.isFinite(value) && value >= HEATMAP.radiusMin && value <= HEATMAP.radiusMax,
      REPORT_MESSAGES.radius,
    )
    .optional(),
});
export type ReportDataRequest = z.infer<typeof reportDataRequestSchema>;

/** A report grid's column as the web draws it (resources/reports.ts ReportColumn). */
export const reportColumnSchema = z.object({
  name: z.string(),
  caption: z.string(),
  type: z.enum(['string', 'number', 'money', 'date', 'boolean', 'string[]', 'number[]', 'object[]']),
  link: z.object({ to: z.enum(['workorder', 'vendor']), idField: z.string() }).optional(),
  hidden: z.boolean().optional(),
  summable: z.boolean().optional(),
  isDisplayOnly: z.boolean().optional(),
});

/**
 * A grid report's answer: the grid protocol's answer (rows, or `{ key, count, summary }` groups) with the
 * report's columns, so one web grid draws any report.
 */
export const reportGridAnswerSchema = z.object({
  reportid: z.number(),
  reportname: z.string(),
  columns: z.array(reportColumnSchema),
  data: z.array(z.record(z.string(), z.unknown())),
  totalCount: z.number(),
  totalCountIsExact: z.boolean(),
  summary: z.array(z.number().nullable()).nullable(),
  nextCursor: z.string().nullable(),
});

const point = z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) });
const featureCollection = <T extends z.ZodType>(properties: T) =>
  z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(z.object({ type: z.literal('Feature'), geometry: point, properties })),
  });

/** A marker opens its work order (13, 14) or vendor (24). */
export const heatMarkerPropertiesSchema = z.object({
  kind: z.enum(['workorder', 'vendor']),
  id: z.number(),
  label: z.string(),
  address: z.string(),
});
/** One heat point per zip: `mag` matches there, `time` the latest date among them (ISO, null for vendors). */
export const heatPropertiesSchema = z.object({
  time: z.string().nullable(),
  mag: z.number(),
  address: z.string(),
});

/** Heat maps 13, 14, 24 (decision 152): markers and heat as GeoJSON, `count` every match. */
export const heatMapAnswerSchema = z.object({
  reportid: z.number(),
  markers: featureCollection(heatMarkerPropertiesSchema),
  heat: featureCollection(heatPropertiesSchema),
  count: z.number(),
  /** Whether markers or heat were cut at their bound (HEATMAP_BOUNDS). */
  isTruncated: z.boolean(),
});

export const reportDataAnswerSchema = z.union([reportGridAnswerSchema, heatMapAnswerSchema]);

/** Bounds of a heat-map answer (decision 152). */
export const HEATMAP_BOUNDS = { markers: 2_000, heatZips: 5_000 } as const;
