import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Select, Skeleton, TextArea, TextField, useToast } from '@crm/ui';
import {
  DEFAULT_EMAIL_TEMPLATES,
  EmailTemplatesSchema,
  EMAIL_TEMPLATE_KINDS,
  SETTINGS_UPDATED_TITLE,
  TEMPLATE_PLACEHOLDERS,
  type EmailTemplateKind,
} from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { useErrorToast } from '../../lib/error-toast';
import { emailTemplatesQuery, useSaveEmailTemplates } from './settings.queries';

const KIND_LABELS: Record<EmailTemplateKind, string> = {
  invoice: 'Invoice email',
  quote: 'Quote email',
  reminder: 'Payment reminder',
  receipt: 'Payment receipt',
};

type Errors = { subject?: string; body?: string };

/**
 * Settings › Email Templates: the wording invoices, quotes and reminders go out with. Each kind
 * is edited and saved on its own; Reset puts the default back.
 */
export function EmailTemplatesSection() {
  const templates = useQuery(emailTemplatesQuery());
  const save = useSaveEmailTemplates();
  const { toast } = useToast();
  const showError = useErrorToast();
  const [kind, setKind] = useState<EmailTemplateKind>('invoice');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  // The fields show the chosen kind as saved, whenever the kind or the saved templates change.
  const saved = templates.data?.[kind];
  useEffect(() => {
    if (!saved) return;
    setSubject(saved.subject);
    setBody(saved.body);
    setErrors({});
  }, [saved]);

  const submit = (template: { subject: string; body: string } | null) => {
    if (template) {
      const parsed = EmailTemplatesSchema.shape[kind].safeParse(template);
      if (!parsed.success) {
        const next: Errors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] === 'body' ? 'body' : 'subject';
          next[field] ??= issue.message;
        }
        setErrors(next);
        return;
      }
    }
    save.mutate(
      { [kind]: template },
      {
        onSuccess: () =>
          toast({
            title: SETTINGS_UPDATED_TITLE,
            description: `${KIND_LABELS[kind]} ${template ? 'saved' : 'reset to the default'}.`,
          }),
        onError: (error) => showError(error, 'Failed to save the email template'),
      },
    );
  };

  return (
    <Card
      title="Email Templates"
      description="The wording of the emails the product sends. Words in braces are filled in for each email."
    >
      {templates.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the email templates">
          <Skeleton height="12rem" />
        </div>
      ) : templates.isError ? (
        <LoadError
          message="Failed to load the email templates"
          onRetry={() => void templates.refetch()}
        />
      ) : (
        <form
          className="stack"
          aria-label="Email template"
          onSubmit={(event) => {
            event.preventDefault();
            submit({ subject, body });
          }}
        >
          <Select
            label="Email"
            items={EMAIL_TEMPLATE_KINDS.map((id) => ({ id, label: KIND_LABELS[id] }))}
            value={kind}
            onChange={(key) => key !== null && setKind(key as EmailTemplateKind)}
          />
          <TextField
            label="Subject"
            value={subject}
            onChange={(value) => {
              setSubject(value);
              setErrors((current) => ({ ...current, subject: undefined }));
            }}
            isInvalid={errors.subject !== undefined}
            errorMessage={errors.subject}
          />
          <TextArea
            label="Message"
            rows={9}
            value={body}
            onChange={(value) => {
              setBody(value);
              setErrors((current) => ({ ...current, body: undefined }));
            }}
            isInvalid={errors.body !== undefined}
            errorMessage={errors.body}
            description={`Can use: ${TEMPLATE_PLACEHOLDERS[kind].map((name) => `{${name}}`).join(' ')}`}
          />
          <div className="page-actions">
            <Button type="submit" isPending={save.isPending}>
              Save Template
            </Button>
            <Button
              variant="ghost"
              isDisabled={
                save.isPending ||
                (saved?.subject === DEFAULT_EMAIL_TEMPLATES[kind].subject &&
                  saved.body === DEFAULT_EMAIL_TEMPLATES[kind].body)
              }
              onPress={() => submit(null)}
            >
              Reset to Default
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
