import { z } from 'zod';
import { defineRoute } from './route';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['postgres', 'pglite']),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

export const healthRoutes = {
  get: defineRoute({
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and the database in use',
    tag: 'health',
    response: HealthSchema,
    public: true,
  }),
  openApi: defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This API described as OpenAPI 3.1',
    tag: 'health',
    response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  }),
} as const;
