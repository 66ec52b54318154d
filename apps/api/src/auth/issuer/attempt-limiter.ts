/**
 * Fixed-window counter of failed sign-ins per client IP, in this process's memory. The per-address lock
 * lives in the database and holds across replicas; this one only slows a single source spraying many
 * addresses (docs/decisions/043-sign-in-rate-limits.md).
 */
export type AttemptLimiter = {
  /** True once `max` failures were counted in the current window. */
  isBlocked(key: string): boolean;
  /** Counts one failure. */
  fail(key: string): void;
};

const MAX_TRACKED = 10_000;

export function createAttemptLimiter(options: { max: number; windowSeconds: number }): AttemptLimiter {
  const windowMs = options.windowSeconds * 1000;
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(now: number) {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    // Still full of live windows (a flood of sources): forget the oldest rather than grow without bound.
    if (windows.size >= MAX_TRACKED) windows.delete(windows.keys().next().value!);
  }

  function current(key: string, now: number) {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  }

  return {
    isBlocked(key) {
      return (current(key, Date.now())?.count ?? 0) >= options.max;
    },
    fail(key) {
      const now = Date.now();
      let window = current(key, now);
      if (!window) {
        if (windows.size >= MAX_TRACKED) sweep(now);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
    },
  };
}
