// QuickBooks Online's per-company limits (decision 176): 500 requests a minute and 10 concurrent requests
// per realm and app. The process paces itself below them, so that a push of many documents waits instead
// of collecting 429s; a 429 that still comes (another process, another app) is answered with backoff.

export type RateLimits = { perSecond: number; perMinute: number; concurrent: number };
export const QUICKBOOKS_LIMITS: RateLimits = { perSecond: 10, perMinute: 500, concurrent: 10 };

const SECOND_MS = 1000;
const MINUTE_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Limiter = { run<T>(task: () => Promise<T>): Promise<T> };

/**
 * QuickBooks counts a request when it arrives, which is some time after it was sent and before its answer
 * came back. So a request holds its place in a window from when it is sent until a second (a minute) after
 * its answer: however slow the network or this process's event loop, no window of arrivals at QuickBooks
 * then holds more than the limit (the reasoning is in decision 176's note).
 */
export function createLimiter(limits: RateLimits): Limiter {
  /** When each request of the last minute was answered, oldest first, then Infinity for each one in flight. */
  const held: number[] = [];
  /** Callers wait in order: each takes its turn only when the one before it has started. */
  let queue: Promise<void> = Promise.resolve();

  const waitMs = (now: number) => {
    while (held.length && held[0]! <= now - MINUTE_MS) held.shift();
    const inFlight = held.filter((ended) => ended === Infinity).length;
    if (inFlight >= limits.concurrent) return 25;
    const lastSecond = held.filter((ended) => ended > now - SECOND_MS);
    if (lastSecond.length >= limits.perSecond) {
      const earliest = Math.min(...lastSecond);
      return earliest === Infinity ? 25 : earliest + SECOND_MS - now + 1;
    }
    if (held.length >= limits.perMinute) return held[0]! === Infinity ? 25 : held[0]! + MINUTE_MS - now + 1;
    return 0;
  };

  async function take() {
    for (;;) {
      const wait = waitMs(Date.now());
      if (wait <= 0) break;
      await sleep(wait);
    }
    held.push(Infinity);
  }

  return {
    async run(task) {
      const turn = queue.then(take);
      queue = turn.catch(() => undefined);
      await turn;
      try {
        return await task();
      } finally {
        // The answer times stay in order: the first in-flight place takes this one's, which is the latest.
        held.splice(held.indexOf(Infinity), 1, Date.now());
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
