import type { Logger } from 'pino';

export type ScheduledJob = { name: string; run: (now: Date) => Promise<unknown> };

/**
 * Runs each job in turn at start and then every `intervalMs`, in this process. Passes never
 * overlap (a slow pass makes the next one wait for the next tick), and a job that throws is
 * logged and tried again next pass. Jobs make their own work safe to share between processes.
 */
export function startScheduler(options: {
  jobs: readonly ScheduledJob[];
  intervalMs: number | null;
  log: Logger;
  clock: () => Date;
}): { runNow: () => Promise<void>; stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const pass = async () => {
    for (const job of options.jobs) {
      if (stopped) return;
      try {
        await job.run(options.clock());
      } catch (error) {
        options.log.warn({ err: error, job: job.name }, 'scheduled job failed');
      }
    }
  };
  const runNow = () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };
  if (options.intervalMs === null) {
    return { runNow, stop: async () => undefined };
  }
  void runNow();
  const timer = setInterval(() => void runNow(), options.intervalMs);
  // The scheduler alone never keeps the process alive.
  timer.unref();
  return {
    runNow,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
