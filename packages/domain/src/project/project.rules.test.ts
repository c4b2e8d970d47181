import { describe, it, expect } from 'vitest';
import { PROJECT_STATUSES } from './project.enums';
import {
  DEFAULT_PROJECT_STATUS,
  projectPaidLabel,
  projectStatusLabel,
  projectStatusText,
} from './project.rules';
import { ProjectCreateSchema, ProjectUpdateSchema } from './project.schema';

const clientId = '3f1c1e2a-1111-4a2b-9c3d-123456789abc';

describe('project rules', () => {
  it('labels statuses, lead first and by default', () => {
    expect(PROJECT_STATUSES.map(projectStatusLabel)).toEqual([
      'Lead',
      'Active',
      'Complete',
      'On Hold',
    ]);
    expect(projectStatusText('on_hold')).toBe('on hold');
    expect(DEFAULT_PROJECT_STATUS).toBe('lead');
    expect(projectPaidLabel(true)).toBe('Paid');
    expect(projectPaidLabel(false)).toBe('Unpaid');
  });
});

describe('ProjectCreateSchema', () => {
  it('defaults to a lead, unpaid, with empty optional fields as null', () => {
    expect(
      ProjectCreateSchema.parse({
        projectName: ' Website ',
        clientId,
        price: '',
        startDate: '',
        notes: '',
      }),
    ).toEqual({
      projectName: 'Website',
      clientId,
      status: 'lead',
      startDate: null,
      dueDate: null,
      price: null,
      paid: false,
      notes: null,
      validUntil: null,
      lineItems: [],
    });
  });

  it('normalises the price', () => {
    expect(ProjectCreateSchema.parse({ projectName: 'W', clientId, price: '1,250.5' }).price).toBe(
      '1250.50',
    );
    expect(ProjectCreateSchema.parse({ projectName: 'W', clientId, price: 800 }).price).toBe(
      '800.00',
    );
  });

  it("shows the spec's messages", () => {
    const result = ProjectCreateSchema.safeParse({ projectName: ' ', clientId: '', price: 'abc' });
    expect(
      Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message])),
    ).toEqual({
      projectName: 'Project name is required',
      clientId: 'Client is required',
      price: 'Price must be a valid number',
    });
  });

  it('refuses an unknown status and a malformed client id', () => {
    const result = ProjectCreateSchema.safeParse({
      projectName: 'W',
      clientId: 'abc',
      status: 'done',
    });
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'Invalid id',
      'Please choose a valid status',
    ]);
  });

  it('updates only the fields sent, with no defaults', () => {
    expect(ProjectUpdateSchema.parse({ status: 'active' })).toEqual({ status: 'active' });
    expect(ProjectUpdateSchema.parse({ price: '' })).toEqual({ price: null });
  });
});
