/** The list Back to List returns to when the address names none. */
export const DEFAULT_ORIGIN = '/workorder';

/**
 * The `origin` of the address as a path of this app: a same-site path only ("/workorder?status=9"),
 * never another site ("//evil.example", "https://..."), so the button cannot lead away.
 */
export function safeOrigin(origin: string | null): string {
  if (!origin || !origin.startsWith('/') || origin.startsWith('//') || origin.startsWith('/\\')) {
    return DEFAULT_ORIGIN;
  }
  return origin;
}

/** /workorder/details?id={id}&origin={origin} (spec B section 2). */
export function detailsPath(id: number, origin?: string): string {
  const params = new URLSearchParams({ id: String(id) });
  if (origin && origin !== DEFAULT_ORIGIN) params.set('origin', origin);
  return `/workorder/details?${params.toString()}`;
}
