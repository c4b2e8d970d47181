export {
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  NewPasswordSchema,
  PasswordChangeSchema,
  canSubmitPasswordChange,
} from './password.schema';
export type { PasswordChange } from './password.schema';
