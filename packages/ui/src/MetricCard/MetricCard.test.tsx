import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetricCard } from './MetricCard';

describe('MetricCard', () => {
  it('shows title, value and hint', () => {
    render(<MetricCard title="Total Clients" value="128" hint="2 new this month" />);
    const card = screen.getByRole('region', { name: 'Total Clients' });
    expect(card).toHaveTextContent('128');
    expect(card).toHaveTextContent('2 new this month');
  });

  it('hides the value while loading', () => {
    render(<MetricCard title="Total Clients" value="128" isLoading />);
    expect(screen.queryByText('128')).not.toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  });
});
