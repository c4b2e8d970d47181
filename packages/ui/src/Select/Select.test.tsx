import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const items = [
  { id: 'receipt', label: 'Receipt' },
  { id: 'invoice', label: 'Invoice' },
];

describe('Select', () => {
  it('shows the placeholder, opens and picks an option', async () => {
    const onChange = vi.fn();
    render(<Select label="Type" items={items} placeholder="Choose a type" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Type/ });
    expect(trigger).toHaveTextContent('Choose a type');
    await userEvent.click(trigger);
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Invoice' }),
    );
    expect(onChange).toHaveBeenCalledWith('invoice');
    expect(screen.getByRole('button', { name: /Type/ })).toHaveTextContent('Invoice');
  });
});
