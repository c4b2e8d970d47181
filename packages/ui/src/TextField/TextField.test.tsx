import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('renders label, description and reports typed text', async () => {
    const onChange = vi.fn();
    render(
      <TextField
        label="Phone"
        description="Include the area code"
        type="tel"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('Include the area code');
    await userEvent.type(input, '0207');
    expect(onChange).toHaveBeenLastCalledWith('0207');
  });

  it('shows the error message when invalid', () => {
    render(<TextField label="Name" isInvalid errorMessage="Client name is required" />);
    expect(screen.getByText('Client name is required')).toBeInTheDocument();
  });
});
