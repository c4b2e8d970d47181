import { useCallback } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSetupInput, CurrentUser, Login } from '@crm/domain';
import { authRoutes } from '@crm/api-contract';
import { api } from '../../lib/api';

const authKeys = {
  user: ['auth', 'user'] as const,
  setup: ['auth', 'setup'] as const,
};

/**
 * The signed-in user (GET /api/auth/user); a 401 means signed out. The guard asks once per page
 * load; the user badge and settings mounting after it reuse that answer instead of asking again
 * (a 401 from any call re-checks the session, see useRecheckSession).
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: authKeys.user,
    queryFn: ({ signal }) => api.request(authRoutes.user, { signal }),
    refetchOnMount: false,
  });

/** Whether the one-time account creation still applies (GET /api/auth/setup). */
export const setupStatusQuery = () =>
  queryOptions({
    queryKey: authKeys.setup,
    queryFn: ({ signal }) => api.request(authRoutes.setupStatus, { signal }),
  });

/** Signs in; the answer is the user, so the guard lets them through at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Login) => api.request(authRoutes.login, { body }),
    onSuccess: (user: CurrentUser) => {
      // Whatever was cached belonged to the previous session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      queryClient.setQueryData(authKeys.user, user);
    },
  });
}

/** Creates the owner account on a fresh install and signs in. */
export function useAccountSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountSetupInput) => api.request(authRoutes.setup, { body }),
    onSuccess: (user: CurrentUser) => {
      queryClient.setQueryData(authKeys.setup, { needsSetup: false });
      queryClient.setQueryData(authKeys.user, user);
    },
  });
}

/**
 * Re-reads the session after some call answered 401. Only while it is believed valid: the
 * session check's own 401 must not start another check (that would loop).
 */
export function useRecheckSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const state = queryClient.getQueryState(authKeys.user);
    if (state?.status !== 'success' || state.fetchStatus === 'fetching') return Promise.resolve();
    return queryClient.invalidateQueries({ queryKey: authKeys.user });
  }, [queryClient]);
}
