import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox } from './ComboBox';

const items = [
  { id: 'a', label: 'Acme Ltd' },
  { id: 'b', label: 'Bright Ideas' },
];

describe('ComboBox', () => {
  it('passes typed text to onInputChange and leaves server items unfiltered', async () => {
    const onInputChange = vi.fn();
    render(<ComboBox label="Client" items={items} onInputChange={onInputChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Client' }), 'zz');
    expect(onInputChange).toHaveBeenLastCalledWith('zz');
    // Controlled items are the server's answer: both are still offered.
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('shows a loading indicator', () => {
    render(<ComboBox label="Client" items={[]} isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading results' })).toBeInTheDocument();
  });
});
