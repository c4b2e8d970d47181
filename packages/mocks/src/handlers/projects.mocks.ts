import { projectRoutes } from '@crm/api-contract';
import { PROJECT_NOT_FOUND_MESSAGE } from '@crm/domain';
import { recordActivity } from '../db/activity-log';
import { listTotal, matchesSearch, newestFirst, paginate, sentFields } from '../db/list-helpers';
import type { MockDb, ProjectRow } from '../db/mock-db.types';
import { projectView } from '../db/relations';
import { notFound } from './mock-errors';
import { mock } from './mock-route';
import { requireClient } from './references';

const options = { notFound: PROJECT_NOT_FOUND_MESSAGE };

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
    const project: ProjectRow = { id: db.newId(), ...body, createdAt: now, updatedAt: now };
    db.projects.push(project);
    recordActivity(db, 'created', 'project', project.id, project.projectName);
    return projectView(db, project);
  }),

  mock(
    projectRoutes.update,
    ({ db, params, body }) => {
      const project = findProject(db, params.id);
      if (body.clientId !== undefined) requireClient(db, body.clientId);
      Object.assign(project, sentFields(body), { updatedAt: db.now() });
      recordActivity(db, 'updated', 'project', project.id, project.projectName);
      return projectView(db, project);
    },
    options,
  ),

  // Invoices, tasks and files are kept and detached.
  mock(
    projectRoutes.delete,
    ({ db, params }) => {
      const project = findProject(db, params.id);
      db.projects = db.projects.filter((p) => p.id !== project.id);
      for (const row of [...db.invoices, ...db.tasks, ...db.files]) {
        if (row.projectId === project.id) row.projectId = null;
      }
      recordActivity(db, 'deleted', 'project', project.id, project.projectName);
    },
    options,
  ),
];
