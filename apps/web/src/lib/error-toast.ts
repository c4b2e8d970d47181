import { useCallback } from 'react';
import { isApiError } from '@crm/api-client';
import { useToast } from '@crm/ui';

/** The server's own message when it sent one (spec: 'the server message, else ...'). */
export function serverMessageOf(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}

export type ShowErrorOptions = {
  /** Prefer the server's message over the fallback (project and task saves, uploads). */
  preferServerMessage?: boolean;
  /** Toast title; 'Error' unless the spec names another. */
  title?: string;
};

/**
 * Returns `(error, fallback, options?)` showing a destructive toast titled 'Error' with the
 * spec's fallback text (or the server's message when asked).
 */
export function useErrorToast() {
  const { toast } = useToast();
  return useCallback(
    (error: unknown, fallback: string, options: ShowErrorOptions = {}) => {
      const description =
        (options.preferServerMessage ? serverMessageOf(error) : undefined) ?? fallback;
      toast({ title: options.title ?? 'Error', description, variant: 'destructive' });
    },
    [toast],
  );
}
