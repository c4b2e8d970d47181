import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage } from '../text/text.schema';

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'New passwords do not match';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters long';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Current password is required';

/** A new password: at least 8 characters (never trimmed: spaces count). */
export const NewPasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT_MESSAGE })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(TEXT_LIMITS.password, tooLongMessage(TEXT_LIMITS.password));

/** Settings > Security: new and confirm must match, the new one at least 8 characters. */
export const PasswordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE })
      .min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE)
      .max(TEXT_LIMITS.password, tooLongMessage(TEXT_LIMITS.password)),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH_MESSAGE }),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
        path: ['confirmPassword'],
      });
    }
  });
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** The Change Password button is disabled while the current or new password is empty. */
export function canSubmitPasswordChange(value: {
  currentPassword: string;
  newPassword: string;
}): boolean {
  return value.currentPassword !== '' && value.newPassword !== '';
}
