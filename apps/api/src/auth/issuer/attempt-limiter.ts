/**
 * Fixed-window counter of sign-in posts per client IP, in this process's memory. The per-address lock
 * lives in the database and holds across replicas; this one only slows a single source spraying many
 * addresses (docs/decisions/043-sign-in-rate-limits.md).
 */
export type AttemptLimiter = {
  /** Counts one attempt; false once `max` attempts were made in the current window. */
  take(key: string): boolean;
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

  return {
    take(key) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size >= MAX_TRACKED) sweep(now);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= options.max;
    },
  };
}
