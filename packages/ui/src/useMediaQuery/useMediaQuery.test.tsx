import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery';

type Listener = () => void;

function mockMatchMedia(initial: boolean) {
  const listeners = new Set<Listener>();
  const state = { matches: initial };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return state.matches;
    },
    media: query,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  }));
  return {
    set(matches: boolean) {
      state.matches = matches;
      listeners.forEach((listener) => listener());
    },
  };
}

function Probe() {
  return <span>{useMediaQuery('(max-width: 767.98px)') ? 'mobile' : 'desktop'}</span>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('follows the media query as it changes', () => {
    const media = mockMatchMedia(false);
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => media.set(true));
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });
});
