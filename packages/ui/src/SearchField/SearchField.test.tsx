import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('clears with the clear button and reports each change', async () => {
    const onChange = vi.fn();
    render(<SearchField aria-label="Search expenses" defaultValue="aws" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search expenses' })).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
