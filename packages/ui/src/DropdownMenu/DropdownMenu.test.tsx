import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './DropdownMenu';

describe('DropdownMenu', () => {
  it("runs the chosen item's action", async () => {
    const onDelete = vi.fn();
    render(
      <DropdownMenu
        aria-label="Actions for acme.com"
        items={[
          { id: 'edit', label: 'Edit' },
          { id: 'delete', label: 'Delete', variant: 'destructive', onAction: onDelete },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for acme.com' }));
    const item = screen.getByRole('menuitem', { name: 'Delete' });
    expect(item).toHaveAttribute('data-variant', 'destructive');
    await userEvent.click(item);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
