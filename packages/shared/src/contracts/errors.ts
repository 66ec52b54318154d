import { z } from 'zod';

// Wire shapes of the web app's error report (spec A section 8, docs/decisions/063).

/** Limits the web app truncates to before reporting (docs/decisions/063). */
export const ERROR_LOG_LIMITS = { errormessage: 4000, additionalinfo: 32_000, errorpage: 2000 } as const;

export const logErrorSchema = z.object({
  errormessage: z
    .string({ error: 'Error Message is required.' })
    .trim()
    .min(1, 'Error Message is required.')
    .max(
      ERROR_LOG_LIMITS.errormessage,
      `Error Message must be at most ${ERROR_LOG_LIMITS.errormessage} characters.`,
    ),
  additionalinfo: z
    .string()
    .max(
      ERROR_LOG_LIMITS.additionalinfo,
      `Additional Info must be at most ${ERROR_LOG_LIMITS.additionalinfo} characters.`,
    )
    .nullish(),
  errorpage: z
    .string()
    .max(ERROR_LOG_LIMITS.errorpage, `Error Page must be at most ${ERROR_LOG_LIMITS.errorpage} characters.`)
    .nullish(),
});
export type LogErrorInput = z.infer<typeof logErrorSchema>;

export const loggedErrorSchema = z.object({ id: z.number() });
