import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb, emptyDb } from '@crm/mocks';
import type { MockDb } from '@crm/mocks';
import { ProjectsScreen } from './ProjectsScreen';
import { renderScreen } from '../../test/render-screen';

const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;

/** Adds `count` more projects for the first client so the list needs a second page. */
function withExtraProjects(db: MockDb, count: number): MockDb {
  const template = db.projects[0]!;
  for (let i = 0; i < count; i++) {
    db.projects.push({
      ...template,
      id: db.newId(),
      projectName: `Old project ${i + 1}`,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
  }
  return db;
}

type User = ReturnType<typeof renderScreen>['user'];

/** Types a whole value at once: per-key typing re-renders big forms dozens of times in jsdom. */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

// Whole screens on a shared CI machine: allow well over the default per test.
describe('Projects list', { timeout: 60_000 }, () => {
  it('shows every column of the projects', async () => {
    const db = createMockDb();
    renderScreen(<ProjectsScreen />, { db });
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: `All Projects (${db.projects.length})` }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Projects' });
    for (const name of [
      'Project Name',
      'Client',
      'Status',
      'Start Date',
      'Due Date',
      'Price',
      'Paid',
      'Actions',
    ]) {
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const row = rowOf('Website redesign');
    expect(within(row).getByRole('link', { name: 'Bennett & Sons Joinery' })).toBeInTheDocument();
    expect(within(row).getByText('active')).toBeInTheDocument();
    expect(within(row).getByText('£3,200.00')).toBeInTheDocument();
    expect(within(row).getByText('Unpaid')).toBeInTheDocument();
    expect(within(rowOf('Clinic brochure')).getByText('on hold')).toBeInTheDocument();
    expect(within(rowOf('Portfolio refresh')).getAllByText('N/A')).toHaveLength(3);
    expect(within(rowOf('Monthly SEO retainer')).getByText('Paid')).toBeInTheDocument();
  });

  it('filters by status and search, going back to page 1', async () => {
    const db = withExtraProjects(createMockDb(), 5);
    const { user } = renderScreen(<ProjectsScreen />, { db });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Lead' }));
    const leads = db.projects.filter((p) => p.status === 'lead').length;
    expect(
      await screen.findByRole('heading', { name: `All Projects (${leads})` }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Online shop launch' })).toBeInTheDocument();

    await fill(
      user,
      screen.getByRole('searchbox', { name: 'Search projects' }),
      'nothing like this',
    );
    expect(await screen.findByText('No projects found matching your filters.')).toBeInTheDocument();
  });

  it('invites the first project when there are none', async () => {
    const { user } = renderScreen(<ProjectsScreen />, { db: emptyDb() });
    expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Project' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Project' })).toBeInTheDocument();
  });

  it('checks the form, then adds a project for a client found by searching', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<ProjectsScreen />, { db });
    await user.click(await screen.findByRole('button', { name: 'Add Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Project' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Price (£)' }), 'twelve');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await within(dialog).findByText('Project name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Client is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Price must be a valid number')).toBeInTheDocument();

    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /^Project Name/ }),
      'Spring newsletter',
    );
    await user.type(within(dialog).getByRole('combobox', { name: /^Client/ }), 'bakehouse');
    await user.click(await screen.findByRole('option', { name: /The Little Bakehouse/ }));
    const price = within(dialog).getByRole('textbox', { name: 'Price (£)' });
    await user.clear(price);
    await fill(user, price, '275.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Spring newsletter' })).toBeInTheDocument();
    expect(db.projects.find((p) => p.projectName === 'Spring newsletter')).toMatchObject({
      status: 'lead',
      price: '275.50',
      paid: false,
      startDate: null,
      clientId: db.clients.find((c) => c.businessName === 'The Little Bakehouse')?.id,
    });
  });

  it('edits a project', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<ProjectsScreen />, { db });
    await user.click(
      await screen.findByLabelText('Edit Online shop launch', { selector: 'button' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    expect(within(dialog).getByRole('textbox', { name: /^Project Name/ })).toHaveValue(
      'Online shop launch',
    );
    expect(await within(dialog).findByDisplayValue('Hughes Florists')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    expect(db.projects.find((p) => p.projectName === 'Online shop launch')?.status).toBe('active');
  });

  it("shows the server's message when a save is refused", async () => {
    const { user } = renderScreen(<ProjectsScreen />, {
      handlers: [
        http.put('http://localhost/api/projects/:id', () =>
          HttpResponse.json(
            {
              message: 'Invalid request',
              errors: [{ path: 'dueDate', message: 'Due date is before the start date' }],
            },
            { status: 400 },
          ),
        ),
      ],
    });
    await user.click(await screen.findByLabelText('Edit Website redesign', { selector: 'button' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Invalid request')).toBeInTheDocument();
    expect(within(dialog).getByText('Due date is before the start date')).toBeInTheDocument();
  });

  it('deletes a project after confirmation', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<ProjectsScreen />, { db });
    await user.click(
      await screen.findByLabelText('Delete Clinic brochure', { selector: 'button' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Project' });
    expect(
      within(confirm).getByText(/Are you sure you want to delete this project\?/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Project deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Clinic brochure' })).not.toBeInTheDocument(),
    );
    expect(db.projects.some((p) => p.projectName === 'Clinic brochure')).toBe(false);
  });

  it('steps back a page after deleting the only project on the last one', async () => {
    const db = withExtraProjects(createMockDb(), 1);
    const firstPage = db.projects.length - 1;
    const { user } = renderScreen(<ProjectsScreen />, { db });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await user.click(await screen.findByLabelText('Delete Old project 1', { selector: 'button' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Project' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(
      await screen.findByRole('heading', { name: `All Projects (${firstPage})` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Website redesign' })).toBeInTheDocument();
    expect(screen.queryByText('No projects yet.')).not.toBeInTheDocument();
  });

  it('says so when a delete fails', async () => {
    const { user } = renderScreen(<ProjectsScreen />, {
      handlers: [
        http.delete('http://localhost/api/projects/:id', () =>
          HttpResponse.json({ message: 'Nope' }, { status: 500 }),
        ),
      ],
    });
    await user.click(
      await screen.findByLabelText('Delete Clinic brochure', { selector: 'button' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete project')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Clinic brochure' })).toBeInTheDocument();
  });

  it('says so when the projects cannot be loaded', async () => {
    renderScreen(<ProjectsScreen />, {
      handlers: [
        http.get('http://localhost/api/projects', () =>
          HttpResponse.json({ message: 'Down' }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findByText('Failed to fetch projects')).toBeInTheDocument();
  });
});
