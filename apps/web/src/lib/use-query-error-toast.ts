import { useEffect } from 'react';
import { useErrorToast } from './error-toast';

/**
 * Shows the spec's destructive toast once each time a query fails (e.g. 'Failed to fetch
 * invoices'); the screen shows its own inline error state as well.
 */
export function useQueryErrorToast(error: unknown, message: string): void {
  const showError = useErrorToast();
  useEffect(() => {
    if (error) showError(error, message);
  }, [error, message, showError]);
}
