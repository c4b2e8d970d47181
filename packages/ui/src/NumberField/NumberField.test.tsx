import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('formats money with two decimals in en-GB and reports the number', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Price" isMoney onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    await userEvent.type(input, '1250.5');
    await userEvent.tab();
    expect(input).toHaveValue('1,250.50');
    expect(onChange).toHaveBeenLastCalledWith(1250.5);
  });

  it('shows pounds with the GBP currency option', () => {
    render(<NumberField label="Total" isMoney currency="GBP" defaultValue={12} />);
    expect(screen.getByRole('textbox', { name: 'Total' })).toHaveValue('£12.00');
  });

  it('refuses negative money: the minus sign cannot be typed', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Price" isMoney onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    await userEvent.type(input, '-5');
    await userEvent.tab();
    expect(input).toHaveValue('5.00');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });
});
