import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../ThemeProvider';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('switches the document to dark and back', async () => {
    render(
      <ThemeProvider storage={null}>
        <ThemeToggle />
      </ThemeProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Dark Mode' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
