import { balanceDue } from '@crm/domain';
import type { ClientRef, Domain, FileRecord, Invoice, Project } from '@crm/domain';
import type { DomainRow, FileRow, InvoiceRow, MockDb, ProjectRow } from './mock-db.types';

/** The short client embedded in other records; a dangling id is a bug in the mocks. */
export function clientRef(db: MockDb, clientId: string): ClientRef {
  const client = db.clients.find((c) => c.id === clientId);
  if (!client) throw new Error(`Mock data refers to a missing client ${clientId}`);
  return { id: client.id, name: client.name, businessName: client.businessName };
}

export function projectView(db: MockDb, row: ProjectRow): Project {
  return { ...row, client: clientRef(db, row.clientId) };
}

export function invoiceView(db: MockDb, row: InvoiceRow): Invoice {
  const project = row.projectId ? db.projects.find((p) => p.id === row.projectId) : undefined;
  return {
    ...structuredClone(row),
    balanceDue: balanceDue(row),
    client: clientRef(db, row.clientId),
    project: project ? { id: project.id, projectName: project.projectName } : null,
  };
}

export function domainView(db: MockDb, row: DomainRow): Domain {
  return { ...structuredClone(row), client: clientRef(db, row.clientId) };
}

export function fileView(db: MockDb, row: FileRow): FileRecord {
  const { content: _content, ...record } = row;
  const client = row.clientId ? db.clients.find((c) => c.id === row.clientId) : undefined;
  const project = row.projectId ? db.projects.find((p) => p.id === row.projectId) : undefined;
  return {
    ...record,
    client: client ? { id: client.id, name: client.name } : null,
    project: project ? { id: project.id, projectName: project.projectName } : null,
  };
}
