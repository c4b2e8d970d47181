import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeProvider, useTheme } from './ThemeProvider';

function Probe() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}
    </button>
  );
}

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
  root.classList.remove('dark');
});
afterEach(() => localStorage.clear());

describe('ThemeProvider', () => {
  it('defaults to light and applies it to <html>', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(root).toHaveAttribute('data-theme', 'light');
    expect(root).not.toHaveClass('dark');
  });

  it('toggles to dark, sets the dark class and remembers it under "theme"', async () => {
    const { unmount } = render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    unmount();
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem('theme', 'purple');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('light');
  });

  it('stores nothing when storage is null', async () => {
    render(
      <ThemeProvider storage={null} defaultTheme="dark">
        <Probe />
      </ThemeProvider>,
    );
    expect(root).toHaveClass('dark');
    await userEvent.click(screen.getByRole('button'));
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('useTheme outside a provider throws a clear error', () => {
    expect(() => render(<Probe />)).toThrow('useTheme must be used inside a ThemeProvider');
  });
});
