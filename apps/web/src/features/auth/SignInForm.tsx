import { useState } from 'react';
import { Button, Card, Form, TextField } from '@crm/ui';
import { LoginSchema } from '@crm/domain';
import { isApiError } from '@crm/api-client';
import { useFormErrors } from '../../lib/form-errors';
import { useSignIn } from './auth.queries';

export type SignInFormProps = {
  /** Called once the session exists. */
  onSignedIn: () => void;
};

function signInFailure(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return error.serverMessage ?? 'Invalid email or password';
    return error.serverMessage ?? `Sign in failed (${error.status}). Please try again.`;
  }
  return 'The server could not be reached. Check your connection and try again.';
}

/** Email and password, checked with the domain's LoginSchema before anything is sent. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errors = useFormErrors();
  const signIn = useSignIn();

  const submit = () => {
    const body = errors.validate(LoginSchema, { email, password });
    if (!body) return;
    signIn.mutate(body, { onSuccess: onSignedIn });
  };

  return (
    <Card title="Sign in" description="Sign in to your CRM account.">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {signIn.isError ? (
          <p role="alert" className="auth-alert">
            {signInFailure(signIn.error)}
          </p>
        ) : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(value) => {
            setEmail(value);
            errors.clear('email');
          }}
          isRequired
          isInvalid={Boolean(errors.errorFor('email'))}
          errorMessage={errors.errorFor('email')}
          autoFocus
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            errors.clear('password');
          }}
          isRequired
          isInvalid={Boolean(errors.errorFor('password'))}
          errorMessage={errors.errorFor('password')}
        />
        <Button type="submit" className="auth-submit" isPending={signIn.isPending}>
          Sign In
        </Button>
      </Form>
    </Card>
  );
}
