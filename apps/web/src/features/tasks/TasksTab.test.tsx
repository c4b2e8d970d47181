import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb } from '@crm/mocks';
import type { MockDb } from '@crm/mocks';
import { TasksTab } from './TasksTab';
import { renderScreen } from '../../test/render-screen';

type User = ReturnType<typeof renderScreen>['user'];

async function fill(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

const clientNamed = (db: MockDb, name: string) => db.clients.find((c) => c.name === name)!;
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

async function choose(user: User, scope: HTMLElement, field: RegExp, option: string) {
  await user.click(within(scope).getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Tasks tab', { timeout: 60_000 }, () => {
  it('lists the client’s tasks with priority, status and due date', async () => {
    const db = createMockDb();
    renderScreen(<TasksTab clientId={clientNamed(db, 'Grace Wood').id} />, { db });
    const table = await screen.findByRole('grid', { name: 'Client tasks' });
    for (const name of ['Task', 'Priority', 'Status', 'Due Date', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    await within(table).findByText('Update privacy policy');
    const done = rowOf('Update privacy policy');
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByText('Low')).toBeInTheDocument();
    expect(within(done).getByText('No due date')).toBeInTheDocument();
    expect(within(rowOf('Intranet sprint review')).getByText('Pending')).toBeInTheDocument();
  });

  it('shows the description under the title', async () => {
    const db = createMockDb();
    renderScreen(<TasksTab clientId={clientNamed(db, 'Oliver Bennett').id} />, { db });
    const row = (await screen.findByText('Send homepage mock-ups')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('Two options: light and dark oak palette.')).toBeInTheDocument();
    expect(within(row).getByText('High')).toBeInTheDocument();
  });

  it('creates a task for the client after checking the title', async () => {
    const db = createMockDb();
    const client = clientNamed(db, 'Oliver Bennett');
    const { user } = renderScreen(<TasksTab clientId={client.id} />, { db });
    await user.click(await screen.findByRole('button', { name: 'New Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Task' });
    expect(await within(dialog).findByDisplayValue('Bennett & Sons Joinery')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Priority/ })).toHaveTextContent('Medium');

    await fill(user, within(dialog).getByRole('textbox', { name: /^Title/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    expect(await within(dialog).findByText('Task title is required')).toBeInTheDocument();

    await fill(user, within(dialog).getByRole('textbox', { name: /^Title/ }), 'Order oak samples');
    await choose(user, dialog, /Priority/, 'High');
    await choose(user, dialog, /Project$/, 'Website redesign');
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));

    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    expect(await screen.findByText('Order oak samples')).toBeInTheDocument();
    expect(db.tasks.find((t) => t.title === 'Order oak samples')).toMatchObject({
      clientId: client.id,
      projectId: db.projects.find((p) => p.projectName === 'Website redesign')?.id,
      priority: 'high',
      completed: false,
      dueDate: null,
      description: null,
    });
  });

  it('resets the project when another client is chosen', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<TasksTab clientId={clientNamed(db, 'Oliver Bennett').id} />, {
      db,
    });
    await user.click(await screen.findByRole('button', { name: 'New Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Task' });
    await choose(user, dialog, /Project$/, 'Website redesign');
    expect(within(dialog).getByRole('button', { name: /Project$/ })).toHaveTextContent(
      'Website redesign',
    );

    const picker = within(dialog).getByRole('combobox', { name: /^Client/ });
    await user.clear(picker);
    await user.type(picker, 'florist');
    await user.click(await screen.findByRole('option', { name: /Hughes Florists/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Project$/ })).toHaveTextContent(
        'No project',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: /Project$/ }));
    expect(await screen.findByRole('option', { name: 'Online shop launch' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Website redesign' })).not.toBeInTheDocument();
  });

  it('edits a task without offering another client', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<TasksTab clientId={clientNamed(db, 'Oliver Bennett').id} />, {
      db,
    });
    await user.click(
      await screen.findByLabelText('Edit Monthly SEO report', { selector: 'button' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    expect(within(dialog).queryByRole('combobox', { name: /^Client/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Monthly SEO report',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Completed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Task' }));
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf('Monthly SEO report')).getByText('Completed')).toBeInTheDocument(),
    );
  });

  it("shows the server's message, or the spec's, when saving fails", async () => {
    const db = createMockDb();
    const { user } = renderScreen(<TasksTab clientId={clientNamed(db, 'Oliver Bennett').id} />, {
      db,
      handlers: [
        http.post('http://localhost/api/tasks', () => new HttpResponse(null, { status: 500 })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'New Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Task' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Title/ }), 'Call Oliver');
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Failed to create task')).toBeInTheDocument();
  });

  it('deletes a task after confirmation, and says so when that fails', async () => {
    const db = createMockDb();
    let fail = false;
    const { user } = renderScreen(<TasksTab clientId={clientNamed(db, 'Oliver Bennett').id} />, {
      db,
      handlers: [
        http.delete('http://localhost/api/tasks/:id', () =>
          fail ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined,
        ),
      ],
    });
    await user.click(
      await screen.findByLabelText('Delete Monthly SEO report', { selector: 'button' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Task' });
    expect(
      within(confirm).getByText(/Are you sure you want to delete this task\?/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Monthly SEO report')).not.toBeInTheDocument());

    fail = true;
    await user.click(
      screen.getByLabelText('Delete Send homepage mock-ups', { selector: 'button' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete task')).toBeInTheDocument();
  });
});
