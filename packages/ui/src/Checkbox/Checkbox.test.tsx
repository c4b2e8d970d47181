import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Completed</Checkbox>);
    await userEvent.click(screen.getByText('Completed'));
    expect(screen.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
