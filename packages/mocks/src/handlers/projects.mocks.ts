import { projectRoutes } from '@crm/api-contract';
import {
  nextQuoteNumber,
  PROJECT_NOT_FOUND_MESSAGE,
  quotePrice,
  quoteValidityProblem,
  quoteValidUntil,
  todayInLondon,
} from '@crm/domain';
import { recordActivity } from '../db/activity-log';
import { pricedMockLines } from '../db/mock-vat';
import { listTotal, matchesSearch, newestFirst, paginate, sentFields } from '../db/list-helpers';
import type { MockDb, ProjectRow } from '../db/mock-db.types';
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

  mock(projectRoutes.create, ({ db, body }) => {
    requireClient(db, body.clientId);
    const now = db.now();
    const project: ProjectRow = {
      id: db.newId(),
      ...body,
      quoteNumber: nextQuoteNumber(db.projects.map((p) => p.quoteNumber)),
      validUntil: settledValidUntil(db, body.validUntil, db.today),
      lineItems: pricedMockLines(db, body.lineItems).lineItems,
      createdAt: now,
      updatedAt: now,
    };
    // As the API: lines (with their default VAT rate) price the quote.
    project.price = quotePrice(project.lineItems, project.price);
    db.projects.push(project);
    recordActivity(db, 'created', 'project', project.id, project.projectName);
    return projectView(db, project);
  }),

  mock(
    projectRoutes.update,
    ({ db, params, body }) => {
      const project = findProject(db, params.id);
      if (body.clientId !== undefined) requireClient(db, body.clientId);
      const { lineItems, ...fields } = sentFields(body);
      if (fields.validUntil !== undefined) {
        const quoteDate = todayInLondon(new Date(project.createdAt));
        fields.validUntil = settledValidUntil(db, fields.validUntil, quoteDate);
      }
      Object.assign(project, fields, { updatedAt: db.now() });
      if (lineItems) project.lineItems = pricedMockLines(db, lineItems).lineItems;
      // A price sent alone does not override the lines a quote already has.
      project.price = quotePrice(project.lineItems, project.price);
      recordActivity(db, 'updated', 'project', project.id, project.projectName);
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
