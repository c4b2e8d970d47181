import { useCallback } from 'react';
import type { z } from 'zod';
import { useForm } from './use-form';
import type { UseFormOptions } from './use-form';
import { useResetOnOpen } from './use-reset-on-open';
import { useSaveFeedback } from './use-save-feedback';
import type { SaveFeedback } from './use-save-feedback';

/** The open state a form dialog is given by its parent. */
export type DialogState = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/**
 * `useForm` for a FormDialog: each opening starts from `initialValues` again, `dialogProps` go on
 * the FormDialog, and `saved({ success, failure })` is a save's callbacks: the success toast and
 * close, or the 400's messages on the fields and the error toast.
 */
export function useFormDialog<V extends Record<string, unknown>, S extends z.ZodType>(
  { isOpen, onOpenChange }: DialogState,
  schema: S,
  initialValues: V | (() => V),
  options?: UseFormOptions<V, S>,
) {
  const form = useForm(schema, initialValues, options);
  useResetOnOpen(isOpen, form.reset);
  const saveFeedback = useSaveFeedback(form.setErrors);
  const saved = useCallback(
    (feedback: Omit<SaveFeedback, 'onSaved'>) =>
      saveFeedback({ ...feedback, onSaved: () => onOpenChange(false) }),
    [saveFeedback, onOpenChange],
  );
  return { ...form, saved, dialogProps: { isOpen, onOpenChange } };
}
