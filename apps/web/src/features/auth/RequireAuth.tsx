import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError, NetworkError } from '@crm/api-client';
import { Button, EmptyState, Spinner } from '@crm/ui';
import { Redirect, useLocation, useSearch } from 'wouter';
import { UNAUTHORIZED_EVENT } from '../../lib/api';
import { currentUserQuery, useRecheckSession } from '../../shared/session';
import { signInPath } from './next-path';
import './auth.css';

/**
 * Shows its children only to a signed-in user: a spinner while the session is checked,
 * the sign-in page (remembering where the user was going) when there is none.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const user = useQuery(currentUserQuery());
  const recheck = useRecheckSession();

  // Any call answering 401 (session expired, signed out elsewhere) re-checks the session.
  useEffect(() => {
    const onUnauthorized = () => void recheck();
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [recheck]);

  if (user.isError && isApiError(user.error) && user.error.status === 401) {
    return <Redirect to={signInPath(search ? `${location}?${search}` : location)} replace />;
  }
  if (user.isError) {
    return (
      <div className="auth-centre">
        <EmptyState
          title={
            user.error instanceof NetworkError
              ? 'The server could not be reached'
              : 'Could not check your session'
          }
          description="Check your connection and try again."
          action={<Button onPress={() => void user.refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  if (!user.data) {
    return (
      <div className="auth-centre">
        <Spinner size="lg" label="Checking your session" />
      </div>
    );
  }
  return <>{children}</>;
}
