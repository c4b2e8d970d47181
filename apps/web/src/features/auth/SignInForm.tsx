import { Button, Card, Form, TextField } from '@crm/ui';
import { LoginSchema } from '@crm/domain';
import { isApiError } from '@crm/api-client';
import { useForm } from '../../shared/forms';
import { useSignIn } from '../../shared/session';

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
  const form = useForm(LoginSchema, { email: '', password: '' });
  const signIn = useSignIn();
  const submit = form.submit((body) => signIn.mutate(body, { onSuccess: onSignedIn }));

  return (
    <Card title="Sign in" description="Sign in to your CRM account.">
      <Form onSubmit={submit}>
        {signIn.isError ? (
          <p role="alert" className="auth-alert">
            {signInFailure(signIn.error)}
          </p>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          {...form.fieldProps('email')}
          isRequired
          autoFocus
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.fieldProps('password')}
          isRequired
        />
        <Button type="submit" className="auth-submit" isPending={signIn.isPending}>
          Sign In
        </Button>
      </Form>
    </Card>
  );
}
