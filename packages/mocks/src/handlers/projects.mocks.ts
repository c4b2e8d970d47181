import { projectRoutes } from '@crm/api-contract';
import {
  nextQuoteNumber,
  PROJECT_NOT_FOUND_MESSAGE,
  quotePrice,
  quoteValidityProblem,
  quoteValidUntil,
  todayInLondon,
  type ImportKept,
  type ProjectCreate,
  type ProjectUpdate,
} from '@crm/domain';
import { recordActivity } from '../db/activity-log';
import { pricedMockLines } from '../db/mock-vat';
import { listTotal, matchesSearch, newestFirst, paginate, sentFields } from '../db/list-helpers';
import type { MockDb, ProjectRow } from '../db/mock-db.types';
import { newRecordStamp } from '../db/record-origin';
import { projectView } from '../db/relations';
import { invalidField, notFound } from './mock-errors';
import { mock } from './mock-route';
import { requireClient } from './references';

const options = { notFound: PROJECT_NOT_FOUND_MESSAGE };

/** As the API: the date sent, or the profile's validity from the quote date; never before it. */
function settledValidUntil(db: MockDb, sent: string | null | undefined, quoteDate: string): string {
  const validUntil = quoteValidUntil(sent, {
    today: quoteDate,
    quoteValidityDays: db.business.quoteValidityDays,
  });
  const problem = quoteValidityProblem(validUntil, quoteDate);
  if (problem) throw invalidField('validUntil', problem);
  return validUntil;
}

function findProject(db: MockDb, id: string): ProjectRow {
  const project = db.projects.find((p) => p.id === id);
  if (!project) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
  return project;
}

/**
 * As the API's createProject: every project is a quote first, with the next quote number and a
 * validity date; its lines (with their default VAT rate) price it. An import passes `origin`.
 */
export function createMockProject(
  db: MockDb,
  input: ProjectCreate,
  origin?: ImportKept,
): ProjectRow {
  requireClient(db, input.clientId);
  const project: ProjectRow = {
    ...newRecordStamp(db, db.now(), origin),
    ...input,
    quoteNumber: nextQuoteNumber(db.projects.map((p) => p.quoteNumber)),
    validUntil: settledValidUntil(db, input.validUntil, db.today),
    lineItems: pricedMockLines(db, input.lineItems).lineItems,
  };
  project.price = quotePrice(project.lineItems, project.price);
  db.projects.push(project);
  recordActivity(db, 'created', 'project', project.id, project.projectName);
  return project;
}

/** As the API's updateProject: the fields sent change; lines sent replace all lines. */
export function updateMockProject(db: MockDb, project: ProjectRow, input: ProjectUpdate): void {
  if (input.clientId !== undefined) requireClient(db, input.clientId);
  const { lineItems, ...fields } = sentFields(input);
  if (fields.validUntil !== undefined) {
    const quoteDate = todayInLondon(new Date(project.createdAt));
    fields.validUntil = settledValidUntil(db, fields.validUntil, quoteDate);
  }
  Object.assign(project, fields, { updatedAt: db.now() });
  if (lineItems) project.lineItems = pricedMockLines(db, lineItems).lineItems;
  // A price sent alone does not override the lines a quote already has.
  project.price = quotePrice(project.lineItems, project.price);
  recordActivity(db, 'updated', 'project', project.id, project.projectName);
}

export const projectMocks = [
  mock(projectRoutes.list, ({ db, query }) => {
    const matches = db.projects
      .filter((p) => matchesSearch(query.search, p.projectName))
      .filter((p) => !query.status || p.status === query.status)
      .filter((p) => !query.clientId || p.clientId === query.clientId)
      .sort(newestFirst);
    // The API stops counting a search's matches at the cap (domain's countCap).
    const total = listTotal(matches, query, query.search !== undefined);
    return { projects: paginate(matches, query).map((p) => projectView(db, p)), ...total };
  }),

  mock(projectRoutes.get, ({ db, params }) => projectView(db, findProject(db, params.id)), options),

  mock(projectRoutes.create, ({ db, body }) => projectView(db, createMockProject(db, body))),

  mock(
    projectRoutes.update,
    ({ db, params, body }) => {
      const project = findProject(db, params.id);
      updateMockProject(db, project, body);
      return projectView(db, project);
    },
    options,
  ),

  // Invoices, tasks, files and recurring schedules are kept and detached.
  mock(
    projectRoutes.delete,
    ({ db, params }) => {
      const project = findProject(db, params.id);
      db.projects = db.projects.filter((p) => p.id !== project.id);
      for (const row of [...db.invoices, ...db.tasks, ...db.files, ...db.recurringInvoices]) {
        if (row.projectId === project.id) row.projectId = null;
      }
      recordActivity(db, 'deleted', 'project', project.id, project.projectName);
    },
    options,
  ),
];
