import { useQuery } from '@tanstack/react-query';
import { Redirect, useLocation, useSearch } from 'wouter';
import { AuthScreen, safeNextPath, SignInForm } from '../features/auth';
import { setupStatusQuery } from '../shared/session';

/** /login: sign in, then back to where the user was going. A fresh install goes to /setup. */
export function SignInPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const setup = useQuery(setupStatusQuery());
  if (setup.data?.needsSetup) return <Redirect to="/setup" replace />;
  return (
    <AuthScreen title="Sign in to CRM">
      <SignInForm onSignedIn={() => navigate(safeNextPath(search), { replace: true })} />
    </AuthScreen>
  );
}
