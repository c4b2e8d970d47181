export { RequireAuth } from './RequireAuth';
export { SignInForm } from './SignInForm';
export type { SignInFormProps } from './SignInForm';
export { SetupForm, SETUP_PASSWORDS_DIFFER_MESSAGE } from './SetupForm';
export { AuthScreen } from './AuthScreen';
export { safeNextPath, signInPath } from './next-path';
