import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progress bar with an accessible name', () => {
    render(<Spinner label="Loading clients" size="lg" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading clients' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-size', 'lg');
  });
});
