import {
  vendorLaborLineInputSchema,
  vendorMaterialLineInputSchema,
  vendorOtherLineInputSchema,
} from '@dispatchwise/shared';
import type { z } from 'zod';

/**
 * The messages of the line rules of spec B section 5 that a vendor's line breaks, for the read-only review
 * (docs/decisions/140): the portal's editor checks them on entry, so a line shows one only when it came in
 * incomplete (an older portal, an import). Empty when the line keeps every rule.
 */
const problemsOf = (schema: z.ZodType) => (line: unknown) => {
  const result = schema.safeParse(line);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
};

export const laborLineProblems = problemsOf(vendorLaborLineInputSchema);
export const materialLineProblems = problemsOf(vendorMaterialLineInputSchema);
export const otherLineProblems = problemsOf(vendorOtherLineInputSchema);
