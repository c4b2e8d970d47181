import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromCalendarDate, toCalendarDate } from './date-string';
import { DatePicker } from './DatePicker';

describe('date strings', () => {
  it('parse YYYY-MM-DD and keep undefined/null apart', () => {
    expect(toCalendarDate('2025-02-28')?.toString()).toBe('2025-02-28');
    expect(toCalendarDate(undefined)).toBeUndefined();
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate('not a date')).toBeNull();
    expect(fromCalendarDate(toCalendarDate('2024-02-29') ?? null)).toBe('2024-02-29');
    expect(fromCalendarDate(null)).toBeNull();
  });
});

describe('DatePicker', () => {
  it('shows day, month, year (en-GB) and reports YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Due date" defaultValue="2025-03-14" onChange={onChange} />);
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.map((segment) => segment.textContent)).toEqual(['14', '03', '2025']);
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-15');
  });
});
