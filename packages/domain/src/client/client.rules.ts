import type { Client, ClientRef } from './client.schema';

/** The client detail tabs, in order; 'projects' is the default and is left out of the address. */
export const CLIENT_TABS = ['projects', 'invoices', 'domains', 'tasks', 'documents'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];
export const DEFAULT_CLIENT_TAB: ClientTab = 'projects';

export const CLIENT_TAB_LABELS: Record<ClientTab, string> = {
  projects: 'Projects',
  invoices: 'Invoices',
  domains: 'Domains',
  tasks: 'Tasks',
  documents: 'Documents',
};

/** Tags from the comma-separated string: trimmed, blanks dropped ('a, ,b' -> ['a', 'b']). */
export function splitTags(tags: string | null | undefined): string[] {
  if (!tags) return [];
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** What a client is called on screen: the business name when there is one, else the name. */
export function clientDisplayName(
  client: Pick<Client | ClientRef, 'name' | 'businessName'>,
): string {
  const business = client.businessName?.trim();
  return business ? business : client.name;
}

/** The contact name shown under the business name, or null when no business name exists. */
export function clientContactName(
  client: Pick<Client | ClientRef, 'name' | 'businessName'>,
): string | null {
  return client.businessName?.trim() ? client.name : null;
}

/** A tab from the query string, falling back to the default for anything unknown. */
export function parseClientTab(value: string | null | undefined): ClientTab {
  return CLIENT_TABS.find((tab) => tab === value) ?? DEFAULT_CLIENT_TAB;
}

/** '/clients/{id}', with '?tab=' only when the tab is not the default. */
export function clientDetailPath(id: string, tab: ClientTab = DEFAULT_CLIENT_TAB): string {
  const path = `/clients/${encodeURIComponent(id)}`;
  return tab === DEFAULT_CLIENT_TAB ? path : `${path}?tab=${tab}`;
}

export const CLIENT_DELETE_CONFIRM = 'Are you sure you want to delete this client?';
export const NOT_APPLICABLE = 'N/A';

/** A value for an information line, or 'N/A' when empty. */
export function orNotApplicable(value: string | null | undefined): string {
  return value?.trim() ? value : NOT_APPLICABLE;
}
