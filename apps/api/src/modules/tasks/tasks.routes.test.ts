import type { ErrorResponse, TaskListSchema } from '@crm/api-contract';
import type { Task } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createClient, createProject, createTask } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

type TaskList = z.infer<typeof TaskListSchema>;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const api = useTestServer({ emptyBeforeEach: ['clients', 'activity'] });

const count = async (table: string) =>
  Number((await api.db(table).count({ count: '*' }))[0]?.['count']);

describe('GET /api/tasks', () => {
  it("lists a client's tasks newest first with the total", async () => {
    const client = await createClient(api.db);
    const other = await createClient(api.db);
    await createTask(api.db, {
      client_id: client.id,
      title: 'First',
      created_at: new Date('2026-01-01T00:00:00Z'),
    });
    await createTask(api.db, {
      client_id: client.id,
      title: 'Second',
      due_date: '2026-04-01',
      priority: 'high',
      created_at: new Date('2026-01-02T00:00:00Z'),
    });
    await createTask(api.db, { client_id: other.id, title: 'Elsewhere' });
    const { status, body } = await api.get<TaskList>(`/api/tasks?clientId=${client.id}`);
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.tasks[0]).toEqual({
      id: expect.any(String),
      title: 'Second',
      description: null,
      clientId: client.id,
      projectId: null,
      completed: false,
      priority: 'high',
      dueDate: '2026-04-01',
      createdAt: '2026-01-02T00:00:00.000Z',
      updatedAt: expect.any(String),
    });
    expect(body.tasks[1]?.title).toBe('First');
    const all = await api.get<TaskList>('/api/tasks');
    expect(all.body.total).toBe(3);
  });

  it('refuses a malformed clientId and a limit over 1000', async () => {
    expect((await api.get('/api/tasks?clientId=1')).status).toBe(400);
    expect((await api.get('/api/tasks?limit=1001')).status).toBe(400);
  });
});

describe('GET /api/tasks/:id', () => {
  it('answers the task, or 404', async () => {
    const task = await createTask(api.db, { title: 'Call' });
    expect((await api.get<Task>(`/api/tasks/${task.id}`)).body.title).toBe('Call');
    const missing = await api.get<ErrorResponse>(`/api/tasks/${UNKNOWN_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Task not found');
    expect((await api.get(`/api/tasks/zzz`)).status).toBe(404);
  });
});

describe('POST /api/tasks', () => {
  it('creates a pending, medium-priority task by default; "none" means no project', async () => {
    const client = await createClient(api.db);
    const response = await api.post<Task>('/api/tasks', {
      title: '  Call back ',
      description: '',
      clientId: client.id,
      projectId: 'none',
      dueDate: '',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Call back',
      description: null,
      projectId: null,
      completed: false,
      priority: 'medium',
      dueDate: null,
    });
    expect(await api.db('activity').pluck('summary')).toEqual(['Created task Call back']);
  });

  it('accepts a project of the same client', async () => {
    const project = await createProject(api.db);
    const response = await api.post<Task>('/api/tasks', {
      title: 'T',
      clientId: project['client_id'],
      projectId: project.id,
      priority: 'low',
      completed: true,
      dueDate: '2026-05-01',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      projectId: project.id,
      priority: 'low',
      completed: true,
      dueDate: '2026-05-01',
    });
  });

  it('refuses a project of another client', async () => {
    const client = await createClient(api.db);
    const project = await createProject(api.db);
    const response = await api.post<ErrorResponse>('/api/tasks', {
      title: 'T',
      clientId: client.id,
      projectId: project.id,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'projectId', message: "Project must belong to the task's client" },
    ]);
    expect(await count('tasks')).toBe(0);
  });

  it.each([
    [{ title: '   ' }, 'title', 'Task title is required'],
    [{ title: 'T', clientId: '' }, 'clientId', 'Client is required'],
    [{ title: 'T', priority: 'urgent' }, 'priority', 'Please choose a valid priority'],
    [{ title: 'T', dueDate: 'tomorrow' }, 'dueDate', 'Please enter a valid date'],
    [{ title: 'T', projectId: 'abc' }, 'projectId', 'Invalid id'],
  ])('refuses %j with 400 and stores nothing', async (fields, path, message) => {
    const client = await createClient(api.db);
    const response = await api.post<ErrorResponse>('/api/tasks', {
      clientId: client.id,
      ...fields,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path, message });
    expect(await count('tasks')).toBe(0);
  });

  it('refuses an unknown client', async () => {
    const response = await api.post<ErrorResponse>('/api/tasks', {
      title: 'T',
      clientId: UNKNOWN_ID,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'clientId', message: 'Client not found' }]);
  });
});

describe('PUT /api/tasks/:id', () => {
  it('marks a task completed and keeps the rest', async () => {
    const project = await createProject(api.db);
    const task = await createTask(api.db, {
      client_id: project['client_id'],
      project_id: project.id,
      title: 'Call',
      priority: 'high',
    });
    const response = await api.put<Task>(`/api/tasks/${task.id}`, { completed: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Call',
      completed: true,
      priority: 'high',
      projectId: project.id,
    });
    expect(await api.db('activity').pluck('summary')).toEqual(['Updated task Call']);
  });

  it('clears the project with "none" and refuses another client\'s project', async () => {
    const project = await createProject(api.db);
    const task = await createTask(api.db, {
      client_id: project['client_id'],
      project_id: project.id,
    });
    const cleared = await api.put<Task>(`/api/tasks/${task.id}`, { projectId: 'none' });
    expect(cleared.body.projectId).toBeNull();
    const foreign = await createProject(api.db);
    const refused = await api.put<ErrorResponse>(`/api/tasks/${task.id}`, {
      projectId: foreign.id,
    });
    expect(refused.status).toBe(400);
    expect((await api.db('tasks').where({ id: task.id }).first()).project_id).toBeNull();
  });

  it('moving a task to another client resets its project', async () => {
    const project = await createProject(api.db);
    const task = await createTask(api.db, {
      client_id: project['client_id'],
      project_id: project.id,
    });
    const other = await createClient(api.db);
    const response = await api.put<Task>(`/api/tasks/${task.id}`, { clientId: other.id });
    expect(response.body).toMatchObject({ clientId: other.id, projectId: null });
  });

  it('refuses a blank title, and answers 404 for an unknown task', async () => {
    const task = await createTask(api.db, { title: 'Keep' });
    const blank = await api.put<ErrorResponse>(`/api/tasks/${task.id}`, { title: '' });
    expect(blank.body.message).toBe('Task title is required');
    expect((await api.db('tasks').where({ id: task.id }).first()).title).toBe('Keep');
    expect((await api.put(`/api/tasks/${UNKNOWN_ID}`, { completed: true })).status).toBe(404);
  });
});

describe('DELETE /api/tasks/:id', () => {
  it('deletes the task', async () => {
    const task = await createTask(api.db, { title: 'Call' });
    expect((await api.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect(await count('tasks')).toBe(0);
    expect(await api.db('activity').pluck('summary')).toEqual(['Deleted task Call']);
    expect((await api.delete(`/api/tasks/${task.id}`)).status).toBe(404);
  });
});
