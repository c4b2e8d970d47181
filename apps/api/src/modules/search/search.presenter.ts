import { clientDisplayName, formatDisplayDate, formatMoney } from '@crm/domain';
import type { SearchResult } from '@crm/domain';
import type { SearchHitRow, SearchSource } from './search.repository';

const clientOf = (row: SearchHitRow) =>
  clientDisplayName({ name: row.client_name, businessName: row.client_business_name });

/** Titles and subtitles as the search dropdown shows them. */
export function presentSearchHit(type: SearchSource, row: SearchHitRow): SearchResult {
  switch (type) {
    case 'client': {
      const title = clientOf(row);
      // A business shows its contact; a person shows their email.
      const subtitle = row.client_business_name ? row.client_name : (row.detail ?? undefined);
      return subtitle ? { type, id: row.id, title, subtitle } : { type, id: row.id, title };
    }
    case 'invoice':
      return {
        type,
        id: row.id,
        title: row.title,
        subtitle: `${clientOf(row)} · ${formatMoney(row.detail ?? '0')}`,
      };
    case 'domain':
      return {
        type,
        id: row.id,
        title: row.title,
        subtitle: `${clientOf(row)} · Expires ${formatDisplayDate(row.detail ?? '')}`,
        clientId: row.client_id,
      };
    case 'project':
    case 'task':
      return { type, id: row.id, title: row.title, subtitle: clientOf(row) };
  }
}
