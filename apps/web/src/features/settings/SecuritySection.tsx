import { useState } from 'react';
import { Button, Card, Form, FormActions, TextField, useToast } from '@crm/ui';
import { canSubmitPasswordChange, PasswordChangeSchema } from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import { fieldErrorsFromApi, useFormErrors } from '../../lib/form-errors';
import { useChangePassword } from './settings.queries';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';
export const PASSWORD_CHANGE_FAILED_MESSAGE = 'Failed to change password';

/** Change the password: current one checked by the server, new one at least 8 characters. */
export function SecuritySection() {
  const [values, setValues] = useState<Values>(EMPTY);
  const errors = useFormErrors();
  const changePassword = useChangePassword();
  const { toast } = useToast();
  const showError = useErrorToast();

  const field = (name: keyof Values) => ({
    name,
    type: 'password' as const,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      errors.clear(name);
    },
    isInvalid: Boolean(errors.errorFor(name)),
    errorMessage: errors.errorFor(name),
  });

  const submit = () => {
    const body = errors.validate(PasswordChangeSchema, values);
    if (!body) return;
    changePassword.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY);
        toast({ title: PASSWORD_CHANGED_MESSAGE, description: 'Other devices have been signed out.' });
      },
      onError: (error) => {
        errors.setErrors(fieldErrorsFromApi(error));
        showError(error, PASSWORD_CHANGE_FAILED_MESSAGE);
      },
    });
  };

  return (
    <Card title="Security" description="Change the password you sign in with.">
      <Form
        aria-label="Change password"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label="Current Password" autoComplete="current-password" {...field('currentPassword')} />
        <TextField
          label="New Password"
          autoComplete="new-password"
          description="At least 8 characters."
          {...field('newPassword')}
        />
        <TextField label="Confirm New Password" autoComplete="new-password" {...field('confirmPassword')} />
        <FormActions>
          <Button type="submit" isDisabled={!canSubmitPasswordChange(values)} isPending={changePassword.isPending}>
            Change Password
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
