import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@crm/ui';
import { Redirect, useLocation } from 'wouter';
import { AuthScreen, SetupForm } from '../features/auth';
import { setupStatusQuery } from '../shared/session';

/** /setup: the one-time account creation; once an account exists it goes home (sign-in if needed). */
export function SetupPage() {
  const [, navigate] = useLocation();
  const setup = useQuery(setupStatusQuery());
  if (setup.isPending) {
    return (
      <AuthScreen title="Create your CRM account">
        <Spinner size="lg" label="Loading" />
      </AuthScreen>
    );
  }
  if (setup.data && !setup.data.needsSetup) return <Redirect to="/" replace />;
  return (
    <AuthScreen title="Create your CRM account">
      <SetupForm onCreated={() => navigate('/', { replace: true })} />
    </AuthScreen>
  );
}
