import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

describe('SegmentedControl', () => {
  it('reports the chosen id and never becomes empty', async () => {
    const onChange = vi.fn();
    render(
      <SegmentedControl
        aria-label="Type"
        defaultValue="all"
        onChange={onChange}
        items={[
          { id: 'all', label: 'All' },
          { id: 'receipt', label: 'Receipt' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Receipt' }));
    expect(onChange).toHaveBeenCalledWith('receipt');
    await userEvent.click(screen.getByRole('radio', { name: 'Receipt' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: 'Receipt' })).toHaveAttribute('aria-checked', 'true');
  });
});
