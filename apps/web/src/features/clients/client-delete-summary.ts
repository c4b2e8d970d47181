import type { ClientRelatedCounts } from './clients.queries';

const NOUNS: ReadonlyArray<[keyof ClientRelatedCounts, string, string]> = [
  ['projects', 'project', 'projects'],
  ['invoices', 'invoice', 'invoices'],
  ['domains', 'domain', 'domains'],
  ['tasks', 'task', 'tasks'],
  ['documents', 'document', 'documents'],
  ['recurringInvoices', 'recurring invoice schedule', 'recurring invoice schedules'],
];

function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * What goes with a client when it is deleted, e.g. 'This also deletes 2 projects, 1 invoice
 * and 3 tasks.'; a client with nothing attached says so.
 */
export function clientDeleteSummary(counts: ClientRelatedCounts): string {
  const parts = NOUNS.filter(([key]) => counts[key] > 0).map(
    ([key, one, many]) => `${counts[key]} ${counts[key] === 1 ? one : many}`,
  );
  if (parts.length === 0) return 'It has no projects, invoices, domains, tasks or documents.';
  return `This also deletes ${joinList(parts)}. This cannot be undone.`;
}
