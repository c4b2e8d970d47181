import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('exposes its variant', () => {
    render(<Badge variant="destructive">Overdue</Badge>);
    expect(screen.getByText('Overdue')).toHaveAttribute('data-variant', 'destructive');
  });
});
