import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('renders a labelled multi-line box with the requested rows', () => {
    render(<TextArea label="Address" rows={4} />);
    const box = screen.getByRole('textbox', { name: 'Address' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '4');
  });
});
