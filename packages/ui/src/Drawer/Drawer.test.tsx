import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './Drawer';

describe('Drawer', () => {
  it('renders a modal dialog marked as a bottom sheet', () => {
    render(
      <Drawer title="Upload Document" defaultOpen>
        Body
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Upload Document' });
    expect(dialog.closest('.ui-Modal')).toHaveAttribute('data-variant', 'drawer');
  });
});
