import {
  PaginationQuerySchema,
  ProjectCreateSchema,
  ProjectSchema,
  ProjectStatusSchema,
  ProjectUpdateSchema,
} from '@crm/domain';
import { z } from 'zod';
import { cappedListResponseSchema, IdParamsSchema, OptionalIdQuerySchema } from './common.schema';
import { defineRoute } from './route';

/** page, limit, search (project name), status, clientId. Blank filters are ignored. */
export const ProjectListQuerySchema = PaginationQuerySchema.extend({
  status: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    ProjectStatusSchema.optional(),
  ),
  clientId: OptionalIdQuerySchema,
});
export const ProjectListSchema = cappedListResponseSchema('projects', ProjectSchema);

export const projectRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/projects',
    summary: 'List projects with their client, newest first',
    tag: 'projects',
    query: ProjectListQuerySchema,
    response: ProjectListSchema,
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/projects/:id',
    summary: 'One project with its client',
    tag: 'projects',
    params: IdParamsSchema,
    response: ProjectSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/projects',
    summary:
      'Create a project (a quote is a project with status lead); it gets the next quote number, and lines price it',
    tag: 'projects',
    body: ProjectCreateSchema,
    response: ProjectSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'put',
    path: '/api/projects/:id',
    summary: 'Change a project (only the fields sent)',
    tag: 'projects',
    params: IdParamsSchema,
    body: ProjectUpdateSchema,
    response: ProjectSchema,
  }),
  pdf: defineRoute({
    method: 'get',
    path: '/api/projects/:id/pdf',
    summary:
      'The quote as an A4 PDF (inline, named after its quote number), with the business profile as the seller',
    tag: 'projects',
    params: IdParamsSchema,
    contentType: 'application/pdf',
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/api/projects/:id',
    summary: 'Delete a project; its invoices, tasks and files are kept and detached',
    tag: 'projects',
    params: IdParamsSchema,
    status: 204,
  }),
} as const;
