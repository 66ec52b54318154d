import type { authConfigSchema, WireOf } from '@dispatchwise/shared';

/**
 * GET /api/auth/config (public): the web app's run-time configuration, read once before sign-in: where the
 * issuer is, who the web client is, and the heat maps' tile server (decision 155).
 */
export type AuthConfig = WireOf<typeof authConfigSchema>;

export async function fetchAuthConfig(): Promise<AuthConfig> {
  const response = await fetch('/api/auth/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The sign-in configuration could not be loaded (${response.status}).`);
  return (await response.json()) as AuthConfig;
}

/** The one query of this configuration: AuthGate, the login page and the heat maps share its cache. */
export const authConfigQueryOptions = {
  queryKey: ['auth', 'config'],
  queryFn: fetchAuthConfig,
  staleTime: Infinity,
  retry: 2,
} as const;
