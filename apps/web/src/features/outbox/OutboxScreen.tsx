import { MailIcon, useToast } from '@crm/ui';
import { OUTBOX_LIST_STATUSES, OUTBOX_STATUS_LABELS } from '@crm/domain';
import { openInNewTab } from '../../lib/download';
import { useErrorToast } from '../../lib/error-toast';
import {
  ListEmptyState,
  ListFilterBar,
  ListFilterSelect,
  ListScreen,
  useListScreen,
} from '../../shared/list';
import { emlUrl, outboxListQuery, useRetryMessage, useSkipPlanned } from './outbox.queries';
import type { OutboxStatusFilter } from './outbox.queries';
import { OutboxTable } from './OutboxTable';
import './outbox.css';

const STATUS_FILTERS: { id: OutboxStatusFilter; label: string }[] = [
  { id: 'all', label: 'All Messages' },
  ...OUTBOX_LIST_STATUSES.map((status) => ({ id: status, label: OUTBOX_STATUS_LABELS[status] })),
];

const ALL_MESSAGES: { status: OutboxStatusFilter } = { status: 'all' };

/** /outbox: every email the product made or plans to, what became of it, its .eml, retry and skip. */
export function OutboxScreen() {
  const listPage = useListScreen({
    filters: ALL_MESSAGES,
    query: ({ page, filters }) => outboxListQuery({ page, ...filters }),
    errorMessage: 'Failed to load the outbox',
  });
  const { list, totalText } = listPage;
  const retry = useRetryMessage();
  const skip = useSkipPlanned();
  const { toast } = useToast();
  const showError = useErrorToast();

  return (
    <ListScreen
      title="Outbox"
      actions={null}
      listTitle={totalText === undefined ? 'Messages' : `Messages (${totalText})`}
      listPage={listPage}
      pagerLabel="Outbox pages"
      filters={
        <ListFilterBar>
          <ListFilterSelect
            aria-label="Status"
            options={STATUS_FILTERS}
            value={listPage.filters.status}
            onChange={(status) => listPage.changeFilters({ status })}
          />
        </ListFilterBar>
      }
    >
      <OutboxTable
        messages={list.data?.messages ?? []}
        isLoading={list.isPending}
        emptyState={
          <ListEmptyState
            isFiltered={listPage.isFiltered}
            icon={<MailIcon size={24} />}
            filteredTitle={
              listPage.filters.status === 'planned'
                ? 'Nothing planned for the next 30 days.'
                : 'No messages with this status.'
            }
            filteredIcon={false}
            title="No emails yet. Send an invoice or a quote from its page."
          />
        }
        skippingId={skip.isPending ? (skip.variables ?? null) : null}
        onSkip={(message) =>
          skip.mutate(message.id, {
            onSuccess: () => toast({ title: 'Reminder skipped' }),
            onError: (error) => showError(error, 'Failed to skip the reminder'),
          })
        }
        onDownload={(message) => openInNewTab(emlUrl(message.id))}
        onRetry={(message) =>
          retry.mutate(message.id, {
            onSuccess: (result) =>
              toast({ title: `Retried: ${OUTBOX_STATUS_LABELS[result.status].toLowerCase()}` }),
            onError: (error) => showError(error, 'Failed to retry the email'),
          })
        }
      />
    </ListScreen>
  );
}
