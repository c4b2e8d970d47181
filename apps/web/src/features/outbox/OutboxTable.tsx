import { useMemo } from 'react';
import type { ReactNode } from 'react';
import {
  Badge,
  CloseIcon,
  createTableColumnHelper,
  DownloadIcon,
  IconButton,
  RefreshIcon,
  Table,
} from '@crm/ui';
import type { BadgeVariant } from '@crm/ui';
import { formatDateTime, OUTBOX_STATUS_LABELS } from '@crm/domain';
import type { OutboxListStatus, OutboxMessage } from '@crm/domain';

const VARIANTS: Record<OutboxListStatus, BadgeVariant> = {
  planned: 'outline',
  skipped: 'outline',
  queued: 'secondary',
  sending: 'secondary',
  sent: 'success',
  failed: 'destructive',
  not_sent: 'outline',
};

export type OutboxTableProps = {
  messages: OutboxMessage[];
  isLoading: boolean;
  emptyState: ReactNode;
  onDownload: (message: OutboxMessage) => void;
  onRetry: (message: OutboxMessage) => void;
  onSkip: (message: OutboxMessage) => void;
  /** The planned message being skipped, if any: its button waits. */
  skippingId?: string | null;
};

function useColumns() {
  return useMemo(() => {
    const col = createTableColumnHelper<OutboxMessage>();
    return col.columns([
      col.accessor((row) => row.plannedFor ?? row.createdAt, {
        id: 'when',
        header: 'When',
        cell: ({ row }) =>
          row.original.plannedFor
            ? `Goes ${formatDateTime(row.original.plannedFor)}`
            : formatDateTime(row.original.createdAt),
      }),
      col.accessor((row) => row.to.join(', '), { id: 'to', header: 'To' }),
      col.accessor('subject', {
        header: 'Subject',
        cell: ({ row }) => (
          <>
            {row.original.subject}
            <span className="outbox-attachments">{row.original.attachments.join(', ')}</span>
          </>
        ),
        meta: { isRowHeader: true },
      }),
      col.accessor('status', {
        header: 'Status',
        cell: ({ row }) => (
          <>
            <Badge variant={VARIANTS[row.original.status]}>
              {OUTBOX_STATUS_LABELS[row.original.status]}
            </Badge>
            {row.original.status !== 'sent' && row.original.lastError ? (
              <span className="outbox-error">{row.original.lastError}</span>
            ) : null}
          </>
        ),
      }),
    ]);
  }, []);
}

/**
 * Messages with what became of each: download a made one as .eml, retry a failed one, skip a
 * planned one.
 */
export function OutboxTable({
  messages,
  isLoading,
  emptyState,
  onDownload,
  onRetry,
  onSkip,
  skippingId = null,
}: OutboxTableProps) {
  const columns = useColumns();
  return (
    <Table
      aria-label="Outbox"
      columns={columns}
      data={messages}
      getRowId={(row) => row.id}
      isLoading={isLoading}
      emptyState={emptyState}
      rowActions={(message) =>
        message.status === 'planned' ? (
          <IconButton
            size="sm"
            aria-label={`Skip: ${message.subject}, planned ${formatDateTime(message.plannedFor ?? message.createdAt)}`}
            isDisabled={skippingId !== null}
            onPress={() => onSkip(message)}
          >
            <CloseIcon />
          </IconButton>
        ) : message.status === 'skipped' ? null : (
          <>
            <IconButton
              size="sm"
              aria-label={`Download email: ${message.subject}`}
              onPress={() => onDownload(message)}
            >
              <DownloadIcon />
            </IconButton>
            {message.status === 'failed' ? (
              <IconButton
                size="sm"
                aria-label={`Retry: ${message.subject}`}
                onPress={() => onRetry(message)}
              >
                <RefreshIcon />
              </IconButton>
            ) : null}
          </>
        )
      }
    />
  );
}
