import { AccountSetupSchema } from '@crm/domain';
import { z } from 'zod';

export type CookieSecureMode = 'auto' | 'always' | 'never';

/** Sign-in, sessions and secrets, from the environment (see AUTH_ENV_SHAPE for the names). */
export type AuthConfig = {
  /** A session ends after this long without a request. */
  sessionIdleMinutes: number;
  /** A session ends this long after sign-in, however active. */
  sessionAbsoluteHours: number;
  /** 'auto': Secure and __Host- when the request came over HTTPS. */
  cookieSecure: CookieSecureMode;
  /** Believe X-Forwarded-Proto/-For/-Host (only behind a proxy that sets them). */
  trustProxy: boolean;
  /** The owner created at the first start when no user exists. */
  admin: { email: string; password: string } | null;
  /** Hex keys for stored secrets, newest first; empty means the key file in the data folder. */
  secretKeys: string[];
  /** Failed sign-ins allowed per window before that account or address must wait. */
  signInLimits: { perAccount: number; perAddress: number; windowMinutes: number };
};

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(blankToUndefined, schema.optional());
const count = (fallback: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));
const flag = z.preprocess(blankToUndefined, z.enum(['true', 'false', '1', '0']).default('false'));
const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const HEX_KEY_MESSAGE = 'must be 64 hexadecimal characters (openssl rand -hex 32)';

/** The variables, merged into the server's one environment schema. */
export const AUTH_ENV_SHAPE = {
  CRM_SESSION_IDLE_MINUTES: count(30, 24 * 60),
  CRM_SESSION_ABSOLUTE_HOURS: count(12, 24 * 30),
  CRM_COOKIE_SECURE: z.preprocess(
    blankToUndefined,
    z.enum(['auto', 'true', 'false']).default('auto'),
  ),
  CRM_TRUST_PROXY: flag,
  CRM_ADMIN_EMAIL: optional(z.string()),
  CRM_ADMIN_PASSWORD: optional(z.string()),
  CRM_SECRET_KEY: optional(z.string().trim().regex(HEX_KEY, HEX_KEY_MESSAGE)),
  CRM_SECRET_KEYS: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((key) => key.trim())
          .filter((key) => key !== ''),
      )
      .refine(
        (keys) => keys.every((key) => HEX_KEY.test(key)),
        `each key ${HEX_KEY_MESSAGE}, separated by commas`,
      ),
  ),
  CRM_SIGNIN_MAX_PER_ACCOUNT: count(5, 1000),
  CRM_SIGNIN_MAX_PER_ADDRESS: count(20, 10_000),
  CRM_SIGNIN_WINDOW_MINUTES: count(15, 24 * 60),
};

type AuthEnv = z.output<z.ZodObject<typeof AUTH_ENV_SHAPE>>;

/** Cross-variable checks; each issue names its variable. */
export function refineAuthEnv(values: AuthEnv, ctx: z.RefinementCtx): void {
  const { CRM_ADMIN_EMAIL: email, CRM_ADMIN_PASSWORD: password } = values;
  if (email === undefined && password === undefined) return;
  if (email === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['CRM_ADMIN_EMAIL'],
      message: 'is required when CRM_ADMIN_PASSWORD is set',
    });
  if (password === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['CRM_ADMIN_PASSWORD'],
      message: 'is required when CRM_ADMIN_EMAIL is set',
    });
  if (email === undefined || password === undefined) return;
  const checked = AccountSetupSchema.safeParse({ email, password });
  for (const issue of checked.error?.issues ?? []) {
    const variable = issue.path[0] === 'password' ? 'CRM_ADMIN_PASSWORD' : 'CRM_ADMIN_EMAIL';
    ctx.addIssue({ code: 'custom', path: [variable], message: issue.message });
  }
}

export function authConfigFrom(values: AuthEnv): AuthConfig {
  const admin =
    values.CRM_ADMIN_EMAIL && values.CRM_ADMIN_PASSWORD
      ? AccountSetupSchema.parse({
          email: values.CRM_ADMIN_EMAIL,
          password: values.CRM_ADMIN_PASSWORD,
        })
      : null;
  const secretKeys = [values.CRM_SECRET_KEY, ...(values.CRM_SECRET_KEYS ?? [])].filter(
    (key): key is string => key !== undefined,
  );
  return {
    sessionIdleMinutes: values.CRM_SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: values.CRM_SESSION_ABSOLUTE_HOURS,
    cookieSecure:
      values.CRM_COOKIE_SECURE === 'true'
        ? 'always'
        : values.CRM_COOKIE_SECURE === 'false'
          ? 'never'
          : 'auto',
    trustProxy: values.CRM_TRUST_PROXY === 'true' || values.CRM_TRUST_PROXY === '1',
    admin: admin ? { email: admin.email, password: admin.password } : null,
    secretKeys: [...new Set(secretKeys.map((key) => key.toLowerCase()))],
    signInLimits: {
      perAccount: values.CRM_SIGNIN_MAX_PER_ACCOUNT,
      perAddress: values.CRM_SIGNIN_MAX_PER_ADDRESS,
      windowMinutes: values.CRM_SIGNIN_WINDOW_MINUTES,
    },
  };
}

/** Defaults for tests and tools that build a config by hand. */
export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  cookieSecure: 'auto',
  trustProxy: false,
  admin: null,
  secretKeys: [],
  signInLimits: { perAccount: 5, perAddress: 20, windowMinutes: 15 },
};
