// QuickBooks Online's per-company limits (decision 176): 500 requests a minute and 10 concurrent requests
// per realm and app. The process paces itself below them, so that a push of many documents waits instead
// of collecting 429s; a 429 that still comes (another process, another app) is answered with backoff.

export type RateLimits = { perSecond: number; perMinute: number; concurrent: number };
export const QUICKBOOKS_LIMITS: RateLimits = { perSecond: 10, perMinute: 500, concurrent: 10 };

/**
 * The windows are counted a little longer than QuickBooks' own, because QuickBooks counts when a request
 * arrives: two requests started 1000 ms apart may arrive closer than that.
 */
const SECOND_MS = 1100;
const MINUTE_MS = 61_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Limiter = { run<T>(task: () => Promise<T>): Promise<T> };

export function createLimiter(limits: RateLimits): Limiter {
  /** Start times of the last minute's requests, oldest first. */
  const starts: number[] = [];
  let inFlight = 0;
  /** Callers wait in order: each takes its turn only when the one before it has started. */
  let queue: Promise<void> = Promise.resolve();

  const waitMs = (now: number) => {
    while (starts.length && starts[0]! <= now - MINUTE_MS) starts.shift();
    const lastSecond = starts.filter((start) => start > now - SECOND_MS);
    if (inFlight >= limits.concurrent) return 25;
    if (lastSecond.length >= limits.perSecond) return lastSecond[0]! + SECOND_MS - now + 1;
    if (starts.length >= limits.perMinute) return starts[0]! + MINUTE_MS - now + 1;
    return 0;
  };

  async function take() {
    for (;;) {
      const wait = waitMs(Date.now());
      if (wait <= 0) break;
      await sleep(wait);
    }
    starts.push(Date.now());
    inFlight += 1;
  }

  return {
    async run(task) {
      const turn = queue.then(take);
      queue = turn.catch(() => undefined);
      await turn;
      try {
        return await task();
      } finally {
        inFlight -= 1;
      }
    },
  };
}

const limiters = new Map<string, Limiter>();

/** The process's one limiter of a company (realm). */
export function limiterOf(realmId: string, limits: RateLimits = QUICKBOOKS_LIMITS): Limiter {
  let limiter = limiters.get(realmId);
  if (!limiter) {
    limiter = createLimiter(limits);
    limiters.set(realmId, limiter);
  }
  return limiter;
}
