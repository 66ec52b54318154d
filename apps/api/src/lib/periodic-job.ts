/**
 * A job that runs in this process every `intervalMs` (the outbox worker, the compliance reminders):
 * one pass at a time, the next one scheduled when a pass ends, timers unref'd so that a job never holds
 * the process open, and `stop` waiting for the pass in progress.
 */
export type PeriodicJob<Result> = {
  /** Runs a pass now (or waits for the running one); resolves with its result. */
  runNow(): Promise<Result>;
  /** Stops scheduling and waits for the pass in progress. */
  stop(): Promise<void>;
};

export function startPeriodicJob<Result>(options: {
  run: () => Promise<Result>;
  intervalMs: number;
  /** The first pass's delay; 0 starts it at once. */
  initialDelayMs?: number;
  /** What `runNow` answers after `stop`. */
  idle: Result;
  onError: (error: unknown) => void;
}): PeriodicJob<Result> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<Result> | undefined;
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void runNow().catch(() => undefined), delay);
    timer.unref();
  };

  function runNow(): Promise<Result> {
    if (running) return running;
    if (stopped) return Promise.resolve(options.idle);
    if (timer) clearTimeout(timer);
    running = options
      .run()
      .catch((error: unknown) => {
        options.onError(error);
        throw error;
      })
      .finally(() => {
        running = undefined;
        schedule(options.intervalMs);
      });
    return running;
  }

  if (options.initialDelayMs) schedule(options.initialDelayMs);
  else void runNow().catch(() => undefined);
  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
