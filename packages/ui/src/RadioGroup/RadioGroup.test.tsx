import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Priority"
        defaultValue="medium"
        onChange={onChange}
        items={[
          { id: 'low', label: 'Low' },
          { id: 'medium', label: 'Medium' },
          { id: 'high', label: 'High' },
        ]}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Priority' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('high');
  });
});
