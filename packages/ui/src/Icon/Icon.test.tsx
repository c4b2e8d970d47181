import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchIcon } from './icons';

describe('icons', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<SearchIcon />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '16');
  });

  it('becomes an image named by its label', () => {
    render(<SearchIcon aria-label="Search" size={24} />);
    expect(screen.getByRole('img', { name: 'Search' })).toHaveAttribute('width', '24');
  });
});
