import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is decorative and sized by props', () => {
    const { container } = render(<Skeleton width="5rem" height="2rem" shape="circle" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveAttribute('data-shape', 'circle');
    expect(block.style.width).toBe('5rem');
    expect(block.style.height).toBe('2rem');
  });
});
