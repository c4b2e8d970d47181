import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the text and the action', () => {
    render(
      <EmptyState
        title="No projects yet."
        action={<button type="button">Add Your First Project</button>}
      />,
    );
    expect(screen.getByText('No projects yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Project' })).toBeInTheDocument();
  });
});
