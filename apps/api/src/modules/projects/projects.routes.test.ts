import type { ErrorResponse, ProjectListSchema } from '@crm/api-contract';
import type { Project } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createClient,
  createFileRow,
  createInvoice,
  createProject,
  createTask,
} from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

type ProjectList = z.infer<typeof ProjectListSchema>;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const api = useTestServer({ emptyBeforeEach: ['clients', 'activity'] });

const count = async (table: string) =>
  Number((await api.db(table).count({ count: '*' }))[0]?.['count']);

describe('GET /api/projects', () => {
  it('lists projects newest first, each with its client', async () => {
    const client = await createClient(api.db, { name: 'Ann', business_name: 'Acme Ltd' });
    await createProject(api.db, {
      client_id: client.id,
      project_name: 'Old',
      created_at: new Date('2026-01-01T00:00:00Z'),
    });
    await createProject(api.db, {
      client_id: client.id,
      project_name: 'New',
      price: '1250.5',
      start_date: '2026-02-01',
      created_at: new Date('2026-02-01T00:00:00Z'),
    });
    const { status, body } = await api.get<ProjectList>('/api/projects');
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.projects[0]).toEqual({
      id: expect.any(String),
      projectName: 'New',
      clientId: client.id,
      status: 'lead',
      startDate: '2026-02-01',
      dueDate: null,
      price: '1250.50',
      paid: false,
      notes: null,
      quoteNumber: null,
      validUntil: null,
      lineItems: [],
      client: { id: client.id, name: 'Ann', businessName: 'Acme Ltd' },
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: expect.any(String),
    });
    expect(body.projects[1]?.projectName).toBe('Old');
  });

  it('filters by search, status and client, together, with the matching total', async () => {
    const a = await createClient(api.db);
    const b = await createClient(api.db);
    await createProject(api.db, {
      client_id: a.id,
      project_name: 'Website redesign',
      status: 'active',
    });
    await createProject(api.db, { client_id: a.id, project_name: 'Logo', status: 'active' });
    await createProject(api.db, {
      client_id: a.id,
      project_name: 'WEBSITE hosting',
      status: 'lead',
    });
    await createProject(api.db, { client_id: b.id, project_name: 'Website', status: 'active' });

    const search = await api.get<ProjectList>('/api/projects?search=website');
    expect(search.body.total).toBe(3);
    const status = await api.get<ProjectList>('/api/projects?status=active');
    expect(status.body.total).toBe(3);
    const client = await api.get<ProjectList>(`/api/projects?clientId=${a.id}&limit=1000`);
    expect(client.body.total).toBe(3);
    const all = await api.get<ProjectList>(
      `/api/projects?search=site&status=active&clientId=${a.id}`,
    );
    expect(all.body.projects.map((p) => p.projectName)).toEqual(['Website redesign']);
    expect(all.body.total).toBe(1);
    const blank = await api.get<ProjectList>('/api/projects?status=&clientId=&search=');
    expect(blank.body.total).toBe(4);
  });

  it('pages with limit and page', async () => {
    const client = await createClient(api.db);
    for (let i = 1; i <= 5; i += 1) {
      await createProject(api.db, {
        client_id: client.id,
        project_name: `P${i}`,
        created_at: new Date(Date.UTC(2026, 0, i)),
      });
    }
    const { body } = await api.get<ProjectList>('/api/projects?limit=2&page=3');
    expect(body.projects.map((p) => p.projectName)).toEqual(['P1']);
    expect(body.total).toBe(5);
  });

  it.each([
    ['status=done', 'status', 'Please choose a valid status'],
    ['clientId=abc', 'clientId', 'Invalid id'],
    ['limit=5000', 'limit', 'Limit must be at most 1000'],
  ])('refuses %s with 400', async (query, path, message) => {
    const response = await api.get<ErrorResponse>(`/api/projects?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path, message }]);
  });
});

describe('GET /api/projects/:id', () => {
  it('answers the project with its client', async () => {
    const project = await createProject(api.db, { project_name: 'Site' });
    const response = await api.get<Project>(`/api/projects/${project.id}`);
    expect(response.status).toBe(200);
    expect(response.body.projectName).toBe('Site');
    expect(response.body.client.id).toBe(project['client_id']);
  });

  it.each([UNKNOWN_ID, 'x'])('answers 404 for %s', async (id) => {
    const response = await api.get<ErrorResponse>(`/api/projects/${id}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Project not found');
  });
});

describe('POST /api/projects', () => {
  it('creates a lead by default, with an empty price as null', async () => {
    const client = await createClient(api.db, { name: 'Ann' });
    const response = await api.post<Project>('/api/projects', {
      projectName: ' Quote for site ',
      clientId: client.id,
      price: '',
      startDate: '',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      projectName: 'Quote for site',
      status: 'lead',
      paid: false,
      price: null,
      startDate: null,
      client: { name: 'Ann' },
    });
    expect(await api.db('activity').pluck('summary')).toEqual(['Created project Quote for site']);
  });

  it('normalises the price to two places', async () => {
    const client = await createClient(api.db);
    const response = await api.post<Project>('/api/projects', {
      projectName: 'P',
      clientId: client.id,
      price: '1,234.5',
      status: 'active',
      paid: true,
    });
    expect(response.body).toMatchObject({ price: '1234.50', status: 'active', paid: true });
  });

  it.each([
    [{ clientId: UNKNOWN_ID }, 'projectName', 'Project name is required'],
    [{ projectName: 'P' }, 'clientId', 'Client is required'],
    [{ projectName: 'P', clientId: '' }, 'clientId', 'Client is required'],
    [
      { projectName: 'P', clientId: UNKNOWN_ID, price: 'abc' },
      'price',
      'Price must be a valid number',
    ],
    [
      { projectName: 'P', clientId: UNKNOWN_ID, status: 'won' },
      'status',
      'Please choose a valid status',
    ],
    [
      { projectName: 'P', clientId: UNKNOWN_ID, startDate: '2026-02-30' },
      'startDate',
      'Please enter a valid date',
    ],
  ])('refuses %j with 400 and stores nothing', async (body, path, message) => {
    await createClient(api.db);
    const response = await api.post<ErrorResponse>('/api/projects', body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path, message });
    expect(await count('projects')).toBe(0);
  });

  it('refuses a client that does not exist', async () => {
    const response = await api.post<ErrorResponse>('/api/projects', {
      projectName: 'P',
      clientId: UNKNOWN_ID,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Client not found',
      errors: [{ path: 'clientId', message: 'Client not found' }],
    });
    expect(await count('projects')).toBe(0);
    expect(await count('activity')).toBe(0);
  });
});

describe('PUT /api/projects/:id', () => {
  it('changes only the fields sent', async () => {
    const project = await createProject(api.db, {
      project_name: 'Site',
      price: '100.00',
      notes: 'keep',
    });
    const response = await api.put<Project>(`/api/projects/${project.id}`, {
      status: 'on_hold',
      price: null,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      projectName: 'Site',
      status: 'on_hold',
      price: null,
      notes: 'keep',
    });
    expect(await api.db('activity').pluck('summary')).toEqual(['Updated project Site']);
  });

  it("moving a project to another client detaches the old client's tasks and invoices", async () => {
    const project = await createProject(api.db);
    const task = await createTask(api.db, {
      client_id: project['client_id'],
      project_id: project.id,
    });
    const invoice = await createInvoice(api.db, {
      client_id: project['client_id'],
      project_id: project.id,
    });
    const other = await createClient(api.db, { name: 'Other' });
    const response = await api.put<Project>(`/api/projects/${project.id}`, { clientId: other.id });
    expect(response.body.client.name).toBe('Other');
    expect((await api.db('tasks').where({ id: task.id }).first()).project_id).toBeNull();
    expect((await api.db('invoices').where({ id: invoice.id }).first()).project_id).toBeNull();
  });

  it('refuses bad input and an unknown client, changing nothing', async () => {
    const project = await createProject(api.db, { project_name: 'Site' });
    const blank = await api.put<ErrorResponse>(`/api/projects/${project.id}`, { projectName: '' });
    expect(blank.body.message).toBe('Project name is required');
    const unknown = await api.put<ErrorResponse>(`/api/projects/${project.id}`, {
      clientId: UNKNOWN_ID,
    });
    expect(unknown.status).toBe(400);
    expect((await api.db('projects').where({ id: project.id }).first()).project_name).toBe('Site');
  });

  it('answers 404 for an unknown project', async () => {
    const response = await api.put<ErrorResponse>(`/api/projects/${UNKNOWN_ID}`, {
      status: 'active',
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Project not found');
  });
});

describe('DELETE /api/projects/:id', () => {
  it('deletes the project and keeps its invoices, tasks and files, detached', async () => {
    const project = await createProject(api.db, { project_name: 'Site' });
    const clientId = project['client_id'];
    await createInvoice(api.db, { client_id: clientId, project_id: project.id });
    await createTask(api.db, { client_id: clientId, project_id: project.id });
    await createFileRow(api.db, { client_id: clientId, project_id: project.id });
    const response = await api.delete(`/api/projects/${project.id}`);
    expect(response.status).toBe(204);
    expect(await count('projects')).toBe(0);
    for (const table of ['invoices', 'tasks', 'files']) {
      expect(await api.db(table).pluck('project_id'), table).toEqual([null]);
    }
    expect(await api.db('activity').pluck('summary')).toEqual(['Deleted project Site']);
  });

  it.each([UNKNOWN_ID, 'x'])('answers 404 for %s', async (id) => {
    const response = await api.delete<ErrorResponse>(`/api/projects/${id}`);
    expect(response.status).toBe(404);
  });
});
