import { useCallback } from 'react';
import { useToast } from '@crm/ui';
import { useErrorToast } from '../../lib/error-toast';
import type { ShowErrorOptions } from '../../lib/error-toast';
import { fieldErrorsFromApi } from '../../lib/form-errors';
import type { FieldErrors } from '../../lib/form-errors';

/** A toast's words. */
export type ToastText = { title: string; description?: string };

/** What a form's save tells the user, in the spec's words. */
export type SaveFeedback = {
  /** The success toast, e.g. 'Client created successfully', or worded from what the save answered. */
  success: string | ((result: never) => ToastText);
  /** The error toast's text when the save fails, e.g. 'Failed to save client'. */
  failure: string;
  /** After the success toast: usually closes the dialog. */
  onSaved: () => void;
} & Pick<ShowErrorOptions, 'preferServerMessage'>;

/**
 * Returns the mutate callbacks of a form's save: on success the toast, then `onSaved`; on
 * failure the API's field messages go on the form (`setErrors`) and an error toast shows.
 */
export function useSaveFeedback(setErrors: (errors: FieldErrors) => void) {
  const { toast } = useToast();
  const showError = useErrorToast();
  return useCallback(
    ({ success, failure, onSaved, preferServerMessage }: SaveFeedback) => ({
      onSuccess: (result?: unknown) => {
        toast(typeof success === 'string' ? { title: success } : success(result as never));
        onSaved();
      },
      onError: (error: unknown) => {
        setErrors(fieldErrorsFromApi(error));
        showError(error, failure, { preferServerMessage });
      },
    }),
    [toast, showError, setErrors],
  );
}
