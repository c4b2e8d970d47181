import {
  AccountSetupSchema,
  CurrentUserSchema,
  LoginSchema,
  PasswordChangeSchema,
  requiredTextSchema,
} from '@crm/domain';
import { z } from 'zod';
import { IdParamsSchema, listResponseSchema } from './common.schema';
import { defineRoute } from './route';

export const API_TOKEN_NAME_REQUIRED_MESSAGE = 'Token name is required';
export const API_TOKEN_NAME_MAX = 100;

/** A short confirmation, e.g. after signing out or changing the password. */
export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** Whether the one-time "create your account" screen applies (no user exists yet). */
export const SetupStatusSchema = z.object({ needsSetup: z.boolean() });
export type SetupStatus = z.infer<typeof SetupStatusSchema>;

/** A personal API token as listed: never the token itself, which is shown once at creation. */
export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenCreateSchema = z.object({
  name: requiredTextSchema(API_TOKEN_NAME_REQUIRED_MESSAGE, API_TOKEN_NAME_MAX),
});
export type ApiTokenCreate = z.infer<typeof ApiTokenCreateSchema>;

/** The answer to creating a token: the only time `token` is ever sent. */
export const ApiTokenCreatedSchema = ApiTokenSchema.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof ApiTokenCreatedSchema>;

export const ApiTokenListSchema = listResponseSchema('tokens', ApiTokenSchema);

/**
 * The device cookie a successful sign-in sets (`__Host-crm_device` over HTTPS): a browser or CLI
 * that presents it is not locked out by other clients' failed sign-ins (it has a limit of its own).
 * A client without cookies (the crm CLI) sends its value in the header instead.
 */
export const DEVICE_COOKIE_NAME = 'crm_device';
export const DEVICE_TOKEN_HEADER = 'X-CRM-Device';

export const authRoutes = {
  login: defineRoute({
    method: 'post',
    path: '/api/auth/login',
    summary:
      'Sign in with email and password; sets a new session cookie and a device cookie ' +
      '(rate limited per account and address; a known device per device)',
    tag: 'auth',
    body: LoginSchema,
    response: CurrentUserSchema,
    public: true,
  }),
  user: defineRoute({
    method: 'get',
    path: '/api/auth/user',
    summary: 'The signed-in user, or 401',
    tag: 'auth',
    response: CurrentUserSchema,
  }),
  logout: defineRoute({
    method: 'post',
    path: '/api/logout',
    summary: 'End this session and clear its cookie',
    tag: 'auth',
    response: MessageSchema,
  }),
  logoutLink: defineRoute({
    method: 'get',
    path: '/api/logout',
    summary: 'End this session and redirect to the sign-in page (the sidebar Logout link)',
    tag: 'auth',
    status: 302,
  }),
  changePassword: defineRoute({
    method: 'post',
    path: '/api/auth/password',
    summary:
      'Change the password (current password required); ends every other session of this user',
    tag: 'auth',
    body: PasswordChangeSchema,
    response: MessageSchema,
  }),
  setupStatus: defineRoute({
    method: 'get',
    path: '/api/auth/setup',
    summary: 'Whether the first account still has to be created',
    tag: 'auth',
    response: SetupStatusSchema,
    public: true,
  }),
  setup: defineRoute({
    method: 'post',
    path: '/api/auth/setup',
    summary: 'Create the owner account on a fresh install (only while no user exists) and sign in',
    tag: 'auth',
    body: AccountSetupSchema,
    response: CurrentUserSchema,
    status: 201,
    public: true,
  }),
  listTokens: defineRoute({
    method: 'get',
    path: '/api/auth/tokens',
    summary: "The signed-in user's API tokens (never the tokens themselves)",
    tag: 'auth',
    response: ApiTokenListSchema,
  }),
  createToken: defineRoute({
    method: 'post',
    path: '/api/auth/tokens',
    summary: 'Create an API token for the CLI; the answer carries the token, shown this once',
    tag: 'auth',
    body: ApiTokenCreateSchema,
    response: ApiTokenCreatedSchema,
    status: 201,
  }),
  deleteToken: defineRoute({
    method: 'delete',
    path: '/api/auth/tokens/:id',
    summary: 'Revoke an API token',
    tag: 'auth',
    params: IdParamsSchema,
    status: 204,
  }),
} as const;
