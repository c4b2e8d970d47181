import { z } from 'zod';
import {
  TEXT_LIMITS,
  INVALID_EMAIL_MESSAGE,
  isEmailAddress,
  optionalTextSchema,
  tooLongMessage,
} from '../text/text.schema';
import { NewPasswordSchema } from '../password/password.schema';

export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';

/** The signed-in user. Optional fields may be missing or null. */
export const CurrentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: z.string().nullish(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

const EmailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email, tooLongMessage(TEXT_LIMITS.email))
  .superRefine((email, ctx) => {
    if (email === '') ctx.addIssue({ code: 'custom', message: EMAIL_REQUIRED_MESSAGE });
    else if (!isEmailAddress(email))
      ctx.addIssue({ code: 'custom', message: INVALID_EMAIL_MESSAGE });
  });

/** POST /api/auth/login. */
export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .max(TEXT_LIMITS.password, tooLongMessage(TEXT_LIMITS.password)),
});
export type Login = z.infer<typeof LoginSchema>;

/** The one-time "create your account" screen on a fresh install. */
export const AccountSetupSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: optionalTextSchema(TEXT_LIMITS.name),
  lastName: optionalTextSchema(TEXT_LIMITS.name),
});
export type AccountSetup = z.infer<typeof AccountSetupSchema>;
export type AccountSetupInput = z.input<typeof AccountSetupSchema>;
