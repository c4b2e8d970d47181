import { describe, it, expect } from 'vitest';
import { TASK_PRIORITIES } from './task.enums';
import { DEFAULT_TASK_PRIORITY, taskPriorityLabel, taskStatusLabel } from './task.rules';
import { TaskCreateSchema, TaskUpdateSchema } from './task.schema';

const clientId = '3f1c1e2a-1111-4a2b-9c3d-123456789abc';
const projectId = '9a1c1e2a-2222-4a2b-9c3d-123456789abc';

describe('task rules', () => {
  it('labels status and priority', () => {
    expect(taskStatusLabel(true)).toBe('Completed');
    expect(taskStatusLabel(false)).toBe('Pending');
    expect(TASK_PRIORITIES.map(taskPriorityLabel)).toEqual(['Low', 'Medium', 'High']);
    expect(DEFAULT_TASK_PRIORITY).toBe('medium');
  });
});

describe('TaskCreateSchema', () => {
  it("defaults to medium priority, not completed; 'none' project and empty date are null", () => {
    expect(
      TaskCreateSchema.parse({
        title: ' Call ',
        clientId,
        projectId: 'none',
        dueDate: '',
        description: '',
      }),
    ).toEqual({
      title: 'Call',
      description: null,
      clientId,
      projectId: null,
      completed: false,
      priority: 'medium',
      dueDate: null,
    });
    expect(TaskCreateSchema.parse({ title: 'Call', clientId, projectId }).projectId).toBe(
      projectId,
    );
  });

  it("requires a title after trimming, with the spec's message", () => {
    const result = TaskCreateSchema.safeParse({ title: '   ', clientId: '' });
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', 'Task title is required'],
      ['clientId', 'Client is required'],
    ]);
  });

  it('updates only the fields sent', () => {
    expect(TaskUpdateSchema.parse({ completed: true })).toEqual({ completed: true });
  });
});
