// Every entity's query keys, written once. They sit below the features because the
// invalidation map (invalidation.ts) names several entities' keys at once; each feature's
// <entity>.queries.ts builds its queryOptions on its factory here and writes no key by hand.
// Every key starts with its root (the entity's plural), so invalidating `all` refreshes the
// entity's lists, pickers and client-page tabs together. List params are the owning feature's
// type, hence generic here.

export const clientKeys = {
  all: ['clients'] as const,
  list: (page: number, search: string) => ['clients', 'list', { page, search }] as const,
  picker: (search: string) => ['clients', 'picker', search] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  /** Every client's related counts (tab badges on the client page, the delete summary). */
  relatedCountsAll: ['clients', 'related-counts'] as const,
  relatedCounts: (id: string) => ['clients', 'related-counts', id] as const,
};

export const projectKeys = {
  all: ['projects'] as const,
  list: <P>(params: P) => ['projects', 'list', params] as const,
  ofClient: (clientId: string) => ['projects', 'client', clientId] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
};

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: <P>(params: P) => ['invoices', 'list', params] as const,
  ofClient: (clientId: string) => ['invoices', 'client', clientId] as const,
  ofProject: (projectId: string) => ['invoices', 'project', projectId] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
  latePayment: (id: string) => ['invoices', 'late-payment', id] as const,
};

export const domainKeys = {
  all: ['domains'] as const,
  list: <P>(params: P) => ['domains', 'list', params] as const,
  ofClient: (clientId: string) => ['domains', 'client', clientId] as const,
};

// Client documents are files: under 'files' so the Files library's changes refresh them too.
export const fileKeys = {
  all: ['files'] as const,
  list: <P>(params: P) => ['files', 'list', params] as const,
  ofClient: (clientId: string) => ['files', 'client', clientId] as const,
};

export const taskKeys = {
  all: ['tasks'] as const,
  ofClient: (clientId: string) => ['tasks', 'client', clientId] as const,
};

export const expenseKeys = {
  all: ['expenses'] as const,
  list: <P>(params: P) => ['expenses', 'list', params] as const,
  providers: ['expenses', 'providers'] as const,
  profitLoss: ['expenses', 'profit-loss'] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  metrics: ['dashboard', 'metrics'] as const,
  renewals: ['dashboard', 'upcoming-renewals'] as const,
  unpaid: ['dashboard', 'unpaid-invoices'] as const,
  revenue: ['dashboard', 'revenue'] as const,
  /** Turnover over 12 months and the VAT registration warning. */
  vatThreshold: ['dashboard', 'vat-threshold'] as const,
  activity: ['dashboard', 'activity'] as const,
  /** Under the feed's key: whatever refreshes the feed refreshes a record's history too. */
  activityOf: (entityId: string) => ['dashboard', 'activity', entityId] as const,
};

export const outboxKeys = {
  all: ['outbox'] as const,
  list: <P>(params: P) => ['outbox', 'list', params] as const,
};

export const recurringInvoiceKeys = {
  all: ['recurring-invoices'] as const,
  list: <P>(params: P) => ['recurring-invoices', 'list', params] as const,
};

// Settings › VAT is read by the line editor of invoices and quotes, the reports and Settings.
export const vatKeys = {
  settings: ['settings', 'vat'] as const,
  /** Every period's VAT return. */
  returns: ['reports', 'vat'] as const,
  return: (from: string | null, to: string | null) => ['reports', 'vat', { from, to }] as const,
};
