/** sysexits.h codes, so scripts and cron can tell failures apart. */
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 64,
  dataError: 65,
  unavailable: 69,
  notSignedIn: 77,
  config: 78,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
