import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListBox, renderListOption } from './ListBox';

describe('ListBox', () => {
  it('names options by all their visible text and marks the selected one', () => {
    render(
      <ListBox
        aria-label="Clients"
        selectionMode="single"
        defaultSelectedKeys={['b']}
        items={[
          { id: 'a', label: 'Acme', description: 'acme@example.com' },
          { id: 'b', label: 'Bright' },
        ]}
      >
        {renderListOption}
      </ListBox>,
    );
    expect(screen.getByRole('option', { name: 'Acme acme@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Bright' })).toHaveAttribute('aria-selected', 'true');
  });
});
