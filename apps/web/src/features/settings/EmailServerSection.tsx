import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Form,
  FormActions,
  FormRow,
  NumberField,
  Select,
  Skeleton,
  TextField,
  useToast,
} from '@crm/ui';
import {
  MAIL_SECURITY_LABELS,
  MAIL_SECURITY_MODES,
  MailServerUpdateSchema,
  type MailSecurity,
  type MailServer,
} from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { useErrorToast } from '../../lib/error-toast';
import { useForm, useSaveFeedback } from '../../shared/forms';
import {
  emailServerQuery,
  useForgetEmailServer,
  useSaveEmailServer,
  useSendTestEmail,
} from './settings.queries';

type Values = {
  host: string;
  port: number;
  security: MailSecurity;
  username: string;
  password: string;
  fromAddress: string;
};

function valuesOf(server: MailServer): Values {
  return {
    host: server.host ?? '',
    port: server.port ?? 587,
    security: server.security ?? 'starttls',
    username: server.username ?? '',
    password: '',
    // With no server saved, the address shown may be CRM_MAIL_FROM's: not one to save here.
    fromAddress: server.source === 'settings' ? (server.fromAddress ?? '') : '',
  };
}

// A blank password keeps the saved one: it is never sent back to the browser to show.
const toInput = (values: Values) => ({
  ...values,
  port: Number.isNaN(values.port) ? null : values.port,
  password: values.password === '' ? undefined : values.password,
});

const SECURITY_ITEMS = MAIL_SECURITY_MODES.map((id) => ({ id, label: MAIL_SECURITY_LABELS[id] }));

function MailServerForm({ server }: { server: MailServer }) {
  const form = useForm(MailServerUpdateSchema, () => valuesOf(server), { toInput });
  const save = useSaveEmailServer();
  const forget = useForgetEmailServer();
  const feedback = useSaveFeedback(form.setErrors);
  const showError = useErrorToast();
  const { reset } = form;
  useEffect(() => reset(valuesOf(server)), [server, reset]);

  const onSubmit = form.submit((_data, values) =>
    save.mutate(
      toInput(values),
      feedback({
        success: 'Mail server saved',
        failure: 'Failed to save the mail server',
        onSaved: () => undefined,
      }),
    ),
  );

  return (
    <Form onSubmit={onSubmit} aria-label="Mail server">
      <FormRow>
        <TextField
          label="Host"
          isRequired
          placeholder="smtp.example.com"
          {...form.fieldProps('host')}
        />
        <NumberField label="Port" minValue={1} maxValue={65535} {...form.fieldProps('port')} />
      </FormRow>
      <Select
        label="Security"
        items={SECURITY_ITEMS}
        value={form.values.security}
        onChange={(key) => key !== null && form.setValue('security', key as MailSecurity)}
      />
      <FormRow>
        <TextField label="User name" autoComplete="off" {...form.fieldProps('username')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          description={
            server.hasPassword
              ? 'Saved, encrypted. Leave blank to keep it.'
              : 'Stored encrypted, like domain passwords.'
          }
          {...form.fieldProps('password')}
        />
      </FormRow>
      <TextField
        label="From address"
        type="email"
        description="Messages come from this address; blank: your business profile's email."
        {...form.fieldProps('fromAddress')}
      />
      <FormActions>
        <Button type="submit" isPending={save.isPending}>
          Save mail server
        </Button>
        {server.source === 'settings' ? (
          <Button
            variant="ghost"
            isPending={forget.isPending}
            onPress={() =>
              forget.mutate(undefined, {
                onError: (error) => showError(error, 'Failed to remove the mail server'),
              })
            }
          >
            Remove mail server
          </Button>
        ) : null}
      </FormActions>
    </Form>
  );
}

/** Read-only: CRM_SMTP_URL decides, and Settings says so. */
function EnvironmentServer({ server }: { server: MailServer }) {
  const facts: [string, string | null][] = [
    ['Set by', 'CRM_SMTP_URL on the server'],
    ['Host', `${server.host ?? ''}:${server.port ?? ''}`],
    ['Security', server.security ? MAIL_SECURITY_LABELS[server.security] : null],
    ['User name', server.username],
    ['From', server.fromAddress],
  ];
  return (
    <dl className="settings-facts" aria-label="Mail server">
      {facts.map(([label, value]) =>
        value ? (
          <div key={label} className="settings-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

function TestEmailForm() {
  const send = useSendTestEmail();
  const { toast } = useToast();
  const showError = useErrorToast();
  const [to, setTo] = useState('');
  return (
    <FormRow>
      <TextField
        label="Send a test to"
        type="email"
        placeholder="Your sign-in address"
        value={to}
        onChange={setTo}
      />
      <div className="settings-inline-action">
        <Button
          variant="secondary"
          isPending={send.isPending}
          onPress={() =>
            send.mutate(
              { to: to.trim() === '' ? null : to.trim() },
              {
                onSuccess: (result) =>
                  toast({ title: 'Test email sent', description: result.message }),
                onError: (error) =>
                  showError(error, 'Failed to send the test email', { preferServerMessage: true }),
              },
            )
          }
        >
          Send test email
        </Button>
      </div>
    </FormRow>
  );
}

/**
 * Settings › Email: the mail server invoices, reminders and alerts go out through. Without one,
 * messages are kept in the outbox as not sent.
 */
export function EmailServerSection() {
  const server = useQuery(emailServerQuery());
  return (
    <Card
      title="Email"
      description="The mail server your invoices, reminders and alerts are sent through. Without one, messages wait in the outbox as not sent."
    >
      {server.isPending ? (
        <Skeleton height="12rem" aria-label="Loading the mail server" />
      ) : server.isError ? (
        <LoadError message="Failed to load the mail server" onRetry={() => void server.refetch()} />
      ) : (
        <div className="stack">
          {server.data.source === 'environment' ? (
            <EnvironmentServer server={server.data} />
          ) : (
            <MailServerForm server={server.data} />
          )}
          {server.data.source === 'none' ? null : <TestEmailForm />}
        </div>
      )}
    </Card>
  );
}
