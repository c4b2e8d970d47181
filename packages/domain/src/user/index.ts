export {
  EMAIL_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  CurrentUserSchema,
  LoginSchema,
  AccountSetupSchema,
} from './user.schema';
export type { CurrentUser, Login, AccountSetup, AccountSetupInput } from './user.schema';
export {
  DEFAULT_ADMIN_EMAIL,
  PROFILE_NOT_AVAILABLE,
  PROFILE_NOT_SET,
  userDisplayName,
  initials,
  displayEmail,
} from './user.rules';
export { usernameFromEmail } from './username.rules';
