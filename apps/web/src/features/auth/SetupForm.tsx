import { useState } from 'react';
import { Button, Card, Form, FormRow, TextField } from '@crm/ui';
import { AccountSetupSchema } from '@crm/domain';
import { serverMessageOf } from '../../lib/error-toast';
import { useFormErrors } from '../../lib/form-errors';
import { useAccountSetup } from './auth.queries';

export const SETUP_PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

type Values = { firstName: string; lastName: string; email: string; password: string; confirmPassword: string };
const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** The one-time "create your account" form of a fresh install. */
export function SetupForm({ onCreated }: { onCreated: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const errors = useFormErrors();
  const setup = useAccountSetup();

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      errors.clear(name);
    },
    isInvalid: Boolean(errors.errorFor(name)),
    errorMessage: errors.errorFor(name),
  });

  const submit = () => {
    const { confirmPassword, ...account } = values;
    const body = errors.validate(AccountSetupSchema, account);
    if (!body) return;
    if (confirmPassword !== values.password) {
      errors.setErrors({ confirmPassword: SETUP_PASSWORDS_DIFFER_MESSAGE });
      return;
    }
    setup.mutate(body, { onSuccess: onCreated });
  };

  return (
    <Card title="Create your account" description="This is a new installation: create the owner account to start.">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {setup.isError ? (
          <p role="alert" className="auth-alert">
            {serverMessageOf(setup.error) ?? 'Failed to create the account. Please try again.'}
          </p>
        ) : null}
        <FormRow>
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </FormRow>
        <TextField label="Email" type="email" autoComplete="username" isRequired {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          description="At least 8 characters."
          isRequired
          {...field('password')}
        />
        <TextField label="Confirm password" type="password" autoComplete="new-password" isRequired {...field('confirmPassword')} />
        <Button type="submit" className="auth-submit" isPending={setup.isPending}>
          Create Account
        </Button>
      </Form>
    </Card>
  );
}
