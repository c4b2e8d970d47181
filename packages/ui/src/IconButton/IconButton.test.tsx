import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrashIcon } from '../Icon';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its aria-label, not its icon', () => {
    render(
      <IconButton aria-label="Delete invoice" size="sm">
        <TrashIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete invoice' });
    expect(button).toHaveAttribute('data-icon-size', 'sm');
    expect(button).toHaveAttribute('data-variant', 'ghost');
  });
});
