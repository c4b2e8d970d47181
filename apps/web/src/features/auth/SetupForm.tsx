import { Button, Card, Form, FormRow, TextField } from '@crm/ui';
import { AccountSetupSchema } from '@crm/domain';
import { serverMessageOf } from '../../lib/error-toast';
import { useForm } from '../../shared/forms';
import { useAccountSetup } from '../../shared/session';

export const SETUP_PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
};
const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** The one-time "create your account" form of a fresh install. */
export function SetupForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm(AccountSetupSchema, EMPTY, {
    // The schema is the account the server makes; the confirmation stays here.
    toInput: ({ confirmPassword: _confirm, ...account }) => account,
  });
  const setup = useAccountSetup();

  const submit = form.submit((body, { password, confirmPassword }) => {
    if (confirmPassword !== password) {
      form.setErrors({ confirmPassword: SETUP_PASSWORDS_DIFFER_MESSAGE });
      return;
    }
    setup.mutate(body, { onSuccess: onCreated });
  });

  return (
    <Card
      title="Create your account"
      description="This is a new installation: create the owner account to start."
    >
      <Form onSubmit={submit}>
        {setup.isError ? (
          <p role="alert" className="auth-alert">
            {serverMessageOf(setup.error) ?? 'Failed to create the account. Please try again.'}
          </p>
        ) : null}
        <FormRow>
          <TextField
            label="First name"
            autoComplete="given-name"
            {...form.fieldProps('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            {...form.fieldProps('lastName')}
          />
        </FormRow>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          isRequired
          {...form.fieldProps('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          description="At least 8 characters."
          isRequired
          {...form.fieldProps('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          isRequired
          {...form.fieldProps('confirmPassword')}
        />
        <Button type="submit" className="auth-submit" isPending={setup.isPending}>
          Create Account
        </Button>
      </Form>
    </Card>
  );
}
