import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('shows counts and switches panels', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Tabs defaultSelectedKey="projects" onSelectionChange={onSelectionChange}>
        <TabList
          aria-label="Client sections"
          tabs={[
            { id: 'projects', label: 'Projects', count: 2 },
            { id: 'tasks', label: 'Tasks', count: 7 },
          ]}
        />
        <TabPanel id="projects">Project list</TabPanel>
        <TabPanel id="tasks">Task list</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Tasks 7' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Tasks/ }));
    expect(onSelectionChange).toHaveBeenCalledWith('tasks');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Task list');
  });
});
