import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  ConfirmDialog,
  createTableColumnHelper,
  EmptyState,
  Form,
  Table,
  TextField,
  useToast,
} from '@crm/ui';
import { ApiTokenCreateSchema } from '@crm/api-contract';
import type { ApiToken, ApiTokenCreated } from '@crm/api-contract';
import { formatDateTime } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { useErrorToast } from '../../lib/error-toast';
import { useForm } from '../../shared/forms';
import { apiTokensQuery, useCreateApiToken, useRevokeApiToken } from './settings.queries';

function useColumns() {
  return useMemo(() => {
    const col = createTableColumnHelper<ApiToken>();
    return col.columns([
      col.accessor('name', { header: 'Name' }),
      col.accessor('createdAt', {
        header: 'Created',
        cell: (info) => formatDateTime(info.getValue()),
      }),
      col.accessor('lastUsedAt', {
        header: 'Last Used',
        cell: (info) => {
          const value = info.getValue();
          return value ? formatDateTime(value) : 'Never';
        },
      }),
    ]);
  }, []);
}

/** Personal API tokens for the `crm` command: created here, shown once, revocable. */
export function ApiTokensSection() {
  const tokens = useQuery(apiTokensQuery());
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const { toast } = useToast();
  const showError = useErrorToast();
  const form = useForm(ApiTokenCreateSchema, { name: '' });
  const columns = useColumns();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const submit = form.submit((body) =>
    create.mutate(body.name, {
      onSuccess: (token) => {
        setCreated(token);
        form.reset();
      },
      onError: (error) => {
        form.showApiErrors(error);
        showError(error, 'Failed to create API token', { preferServerMessage: true });
      },
    }),
  );

  return (
    <Card
      title="API Tokens"
      description="Tokens let the crm command-line tool sign in as you. Treat them like passwords."
    >
      <div className="stack">
        <Form aria-label="Create API token" className="settings-token-form" onSubmit={submit}>
          <TextField
            label="Token name"
            placeholder="e.g. Laptop CLI"
            {...form.fieldProps('name')}
          />
          <Button type="submit" isPending={create.isPending}>
            Create Token
          </Button>
        </Form>
        {created ? (
          <div className="settings-new-token" role="status">
            <p>
              New token <strong>{created.name}</strong>. Copy it now: it will not be shown again.
            </p>
            <code data-testid="new-api-token">{created.token}</code>
            <div className="page-actions">
              <Button
                size="sm"
                variant="outline"
                onPress={() => {
                  void navigator.clipboard
                    ?.writeText(created.token)
                    .then(() => toast({ title: 'Token copied' }));
                }}
              >
                Copy
              </Button>
              <Button size="sm" variant="ghost" onPress={() => setCreated(null)}>
                Done
              </Button>
            </div>
          </div>
        ) : null}
        {tokens.isError ? (
          <LoadError message="Failed to load API tokens" onRetry={() => void tokens.refetch()} />
        ) : (
          <Table
            aria-label="API tokens"
            columns={columns}
            data={tokens.data?.tokens ?? []}
            getRowId={(row) => row.id}
            isLoading={tokens.isPending}
            loadingRowCount={2}
            emptyState={<EmptyState title="No API tokens yet." />}
            rowActions={(row) => (
              <Button
                size="sm"
                variant="outline"
                onPress={() => setRevoking(row)}
                aria-label={`Revoke ${row.name}`}
              >
                Revoke
              </Button>
            )}
          />
        )}
      </div>
      <ConfirmDialog
        title="Revoke token"
        message={`Are you sure you want to revoke the token ${revoking?.name ?? ''}? Anything using it will stop working.`}
        confirmLabel="Revoke"
        variant="destructive"
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        isPending={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => toast({ title: 'Token revoked successfully' }),
            onError: (error) => showError(error, 'Failed to revoke token'),
            onSettled: () => setRevoking(null),
          });
        }}
      />
    </Card>
  );
}
