import { Button, Card, Form, FormActions, TextField, useToast } from '@crm/ui';
import { canSubmitPasswordChange, PasswordChangeSchema } from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import { useForm } from '../../shared/forms';
import { useChangePassword } from './settings.queries';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';
export const PASSWORD_CHANGE_FAILED_MESSAGE = 'Failed to change password';

/** Change the password: current one checked by the server, new one at least 8 characters. */
export function SecuritySection() {
  const form = useForm(PasswordChangeSchema, EMPTY);
  const changePassword = useChangePassword();
  const { toast } = useToast();
  const showError = useErrorToast();
  const field = (name: keyof Values) => ({ type: 'password' as const, ...form.fieldProps(name) });

  const submit = form.submit((body) =>
    changePassword.mutate(body, {
      onSuccess: () => {
        form.reset();
        toast({
          title: PASSWORD_CHANGED_MESSAGE,
          description: 'Other devices have been signed out.',
        });
      },
      onError: (error) => {
        form.showApiErrors(error);
        showError(error, PASSWORD_CHANGE_FAILED_MESSAGE);
      },
    }),
  );

  return (
    <Card title="Security" description="Change the password you sign in with.">
      <Form aria-label="Change password" onSubmit={submit}>
        <TextField
          label="Current Password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <TextField
          label="New Password"
          autoComplete="new-password"
          description="At least 8 characters."
          {...field('newPassword')}
        />
        <TextField
          label="Confirm New Password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <FormActions>
          <Button
            type="submit"
            isDisabled={!canSubmitPasswordChange(form.values)}
            isPending={changePassword.isPending}
          >
            Change Password
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
