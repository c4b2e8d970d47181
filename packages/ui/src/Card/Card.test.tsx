import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, with actions and footer', () => {
    render(
      <Card
        title="Client Information"
        actions={<button type="button">Edit</button>}
        footer="Updated today"
        headingLevel={3}
      >
        Body
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Client Information' });
    expect(
      screen.getByRole('heading', { level: 3, name: 'Client Information' }),
    ).toBeInTheDocument();
    expect(region).toHaveTextContent('Body');
    expect(region).toHaveTextContent('Updated today');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
