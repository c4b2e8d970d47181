import { describe, expect, it } from 'vitest';
import { clientDeleteSummary } from './client-delete-summary';

const none = {
  projects: 0,
  invoices: 0,
  domains: 0,
  tasks: 0,
  documents: 0,
  recurringInvoices: 0,
};

describe('clientDeleteSummary', () => {
  it('names every kind of record that goes with the client, singular or plural', () => {
    expect(clientDeleteSummary({ ...none, projects: 2, invoices: 1, tasks: 3, documents: 1 })).toBe(
      'This also deletes 2 projects, 1 invoice, 3 tasks and 1 document. This cannot be undone.',
    );
    expect(clientDeleteSummary({ ...none, invoices: 2, recurringInvoices: 1 })).toBe(
      'This also deletes 2 invoices and 1 recurring invoice schedule. This cannot be undone.',
    );
    expect(clientDeleteSummary({ ...none, domains: 4 })).toBe(
      'This also deletes 4 domains. This cannot be undone.',
    );
  });

  it('says so when nothing is attached', () => {
    expect(clientDeleteSummary(none)).toBe(
      'It has no projects, invoices, domains, tasks or documents.',
    );
  });
});
