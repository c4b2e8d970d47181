import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveDialog } from './ResponsiveDialog';

function stubWidth(isMobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isMobile,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ResponsiveDialog', () => {
  it('is a drawer under 768px', () => {
    stubWidth(true);
    render(<ResponsiveDialog title="Add New Client" defaultOpen />);
    expect(screen.getByRole('dialog').closest('.ui-Modal')).toHaveAttribute(
      'data-variant',
      'drawer',
    );
  });

  it('is a dialog from 768px up', () => {
    stubWidth(false);
    render(<ResponsiveDialog title="Add New Client" defaultOpen />);
    expect(screen.getByRole('dialog').closest('.ui-Modal')).toHaveAttribute(
      'data-variant',
      'dialog',
    );
  });
});
