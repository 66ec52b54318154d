import { z } from 'zod';
import { requiredId } from './fields';

// The customer imports (issue 13; spec A "Job-site list and imports", section 5; docs/decisions/148):
// job sites from one .xlsx, customer trade rates from one .csv. Either file is taken whole or not at
// all: one bad row refuses the file, and the report names every refused row by its number (the
// spreadsheet's, the heading being row 1), its column (the heading) and the message.

export const importErrorSchema = z.object({
  /** The sheet of a workbook with several (the vendor portal's line import, decision 163). */
  sheet: z.string().optional(),
  /** The row as the spreadsheet numbers it (the heading is row 1); 0 for the file as a whole. */
  row: z.number(),
  /** The column's heading as the sample sheet writes it; '' for the row or the file as a whole. */
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** The answer of every import: what was added and updated, or (nothing written) every refused row. */
export const importReportSchema = z.object({
  added: z.number(),
  updated: z.number(),
  errors: z.array(importErrorSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** POST /jobsites/importjobsites?customerid and POST /customer/rate/import?customerid */
export const importQuerySchema = z.object({ customerid: requiredId('Customer') });
