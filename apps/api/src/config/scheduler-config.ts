import { DEFAULT_SEND_HOUR, QUIET_FROM_HOUR } from '@crm/domain';
import { z } from 'zod';

/** How the in-process scheduler runs: its interval, and the London hour messages go from. */
export type SchedulerConfig = {
  /** Between passes; null turns the scheduler off in this process (another may run it). */
  intervalMs: number | null;
  /** The default send hour, until Settings › Reminders saves one. */
  sendHour: number;
  /** From this London hour nothing goes out until the next send hour (24: no quiet hours). */
  quietFromHour: number;
};

export const DEFAULT_SCHEDULER_INTERVAL_SECONDS = 60;

export const DEFAULT_SCHEDULER: SchedulerConfig = {
  intervalMs: DEFAULT_SCHEDULER_INTERVAL_SECONDS * 1000,
  sendHour: DEFAULT_SEND_HOUR,
  quietFromHour: QUIET_FROM_HOUR,
};

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The variables, merged into the server's one environment schema. */
export const SCHEDULER_ENV_SHAPE = {
  // Seconds between passes (one also runs at start); 0 turns it off. At most a day.
  CRM_SCHEDULER_INTERVAL_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(86_400).default(DEFAULT_SCHEDULER_INTERVAL_SECONDS),
  ),
  CRM_SEND_HOUR: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(23).default(DEFAULT_SEND_HOUR),
  ),
  CRM_QUIET_HOUR: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(24).default(QUIET_FROM_HOUR),
  ),
};

type SchedulerEnv = z.output<z.ZodObject<typeof SCHEDULER_ENV_SHAPE>>;

export function schedulerConfigFrom(values: SchedulerEnv): SchedulerConfig {
  const seconds = values.CRM_SCHEDULER_INTERVAL_SECONDS;
  return {
    intervalMs: seconds === 0 ? null : seconds * 1000,
    sendHour: values.CRM_SEND_HOUR,
    quietFromHour: values.CRM_QUIET_HOUR,
  };
}
