import { useCallback, useRef, useState } from 'react';
import type { Key } from '@crm/ui';
import type { z } from 'zod';
import { fieldErrorsFromApi, useFormErrors, validateWith } from '../../lib/form-errors';
import type { FieldErrors } from '../../lib/form-errors';

/** A field's name: a top-level key of the form's values. */
export type FieldName<V> = Extract<keyof V, string>;

export type UseFormOptions<V, S extends z.ZodType> = {
  /** What the schema parses, when the form holds values in another shape (null dates, NaN amounts). */
  toInput?: (values: V) => z.input<S>;
  /**
   * Rules the schema cannot know (e.g. a chosen file): takes the schema's messages and answers the
   * messages to show. The form submits only when both the schema and this find nothing.
   */
  refine?: (errors: FieldErrors, values: V) => FieldErrors;
};

type Submittable = { preventDefault: () => void };

/**
 * One form's values and per-field messages, validated with a domain schema.
 *
 * - `fieldProps(name)`: value, onChange, isInvalid, errorMessage (and name) for TextField, TextArea,
 *   NumberField, DatePicker, FileDropZone and the pickers; `selectProps` for a Select,
 *   `checkboxProps` for a Checkbox.
 * - `setValue(name, value)` clears that field's message; `setValues(next, ...fields)` applies a
 *   change to several fields (e.g. a rule of the form's state module) and clears the messages named.
 * - `submit(onValid)` is a submit handler: it parses with the schema, shows its messages and calls
 *   `onValid` with the parsed data only when every field is valid.
 * - `showApiErrors(error)` puts a 400 answer's `errors` on their fields; `reset()` starts again.
 * - `startValues` are the values it started from (see `editedFields`).
 */
export function useForm<V extends Record<string, unknown>, S extends z.ZodType>(
  schema: S,
  initialValues: V | (() => V),
  options: UseFormOptions<V, S> = {},
) {
  const [values, setValuesState] = useState<V>(initialValues);
  // What the form held when it was opened or last reset: a record the server changed meanwhile
  // (a renewal date the scheduler moved on) must not be taken for the user's edit.
  const [startValues, setStartValues] = useState<V>(values);
  const { errors, setErrors, clear } = useFormErrors();
  // reset() starts from the latest initial values (a dialog's record may have changed since mount).
  const initialRef = useRef(initialValues);
  initialRef.current = initialValues;

  const setValue = useCallback(
    <K extends FieldName<V>>(name: K, value: V[K]) => {
      setValuesState((current) => ({ ...current, [name]: value }));
      clear(name);
    },
    [clear],
  );

  const clearErrors = useCallback(
    (...paths: string[]) => paths.forEach((path) => clear(path)),
    [clear],
  );

  const setValues = useCallback(
    (next: V | ((current: V) => V), ...fieldsToClear: string[]) => {
      setValuesState(next);
      clearErrors(...fieldsToClear);
    },
    [clearErrors],
  );

  const reset = useCallback(
    (next?: V) => {
      const initial = initialRef.current;
      const start = next ?? (typeof initial === 'function' ? initial() : initial);
      setValuesState(start);
      setStartValues(start);
      clear();
    },
    [clear],
  );

  const showApiErrors = useCallback(
    (error: unknown) => setErrors(fieldErrorsFromApi(error)),
    [setErrors],
  );

  /** isInvalid and errorMessage of one field; a nested path ('lineItems.0.description') works too. */
  const errorProps = (path: string) => ({
    isInvalid: Boolean(errors[path]),
    errorMessage: errors[path],
  });

  const fieldProps = <K extends FieldName<V>>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: V[K]) => setValue(name, value),
    ...errorProps(name),
  });

  const selectProps = <K extends FieldName<V>>(name: K) => ({
    value: values[name],
    // The options' ids are the field's values; a Select never offers 'no choice' here.
    onChange: (key: Key | null) => {
      if (key !== null) setValue(name, String(key) as V[K]);
    },
    ...errorProps(name),
  });

  const checkboxProps = <K extends FieldName<V>>(name: K) => ({
    name,
    isSelected: values[name],
    onChange: (isSelected: V[K]) => setValue(name, isSelected),
  });

  const { toInput, refine } = options;
  const submit = (onValid: (data: z.output<S>, values: V) => void) => (event?: Submittable) => {
    event?.preventDefault();
    const outcome = validateWith(schema, toInput ? toInput(values) : values);
    const schemaErrors = outcome.success ? {} : outcome.errors;
    const shown = refine ? refine(schemaErrors, values) : schemaErrors;
    setErrors(shown);
    if (!outcome.success || Object.keys(shown).length > 0) return;
    onValid(outcome.data, values);
  };

  return {
    values,
    startValues,
    errors,
    setValue,
    setValues,
    setErrors,
    clearErrors,
    showApiErrors,
    reset,
    errorProps,
    fieldProps,
    selectProps,
    checkboxProps,
    submit,
  };
}
