import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch that toggles with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Dark Mode</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Dark Mode' });
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
