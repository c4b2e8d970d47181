import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './ToastProvider';
import { TOAST_DURATION_MS } from './toast-queue';
import type { ToastApi } from './ToastProvider';

let api: ToastApi;

function Capture() {
  api = useToast();
  return null;
}

function renderProvider() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    renderProvider();
    act(() => void api.toast({ title: 'Client created successfully' }));
    act(
      () =>
        void api.toast({
          title: 'Error',
          description: 'Failed to save client',
          variant: 'destructive',
        }),
    );
    const toasts = screen.getAllByRole('alertdialog');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Failed to save client');
    expect(toasts[0]).toHaveAttribute('data-variant', 'destructive');
  });

  it('closes after 5000 ms, not before', () => {
    renderProvider();
    act(() => void api.toast({ title: 'Saved' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('gives the replacement its own full 5000 ms', () => {
    renderProvider();
    act(() => void api.toast({ title: 'First' }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => void api.toast({ title: 'Second' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('F8 focuses the toast and Escape dismisses it', () => {
    renderProvider();
    act(() => void api.toast({ title: 'Saved' }));
    fireEvent.keyDown(document, { key: 'F8' });
    const toast = screen.getByRole('alertdialog');
    expect(toast).toHaveFocus();
    fireEvent.keyDown(toast, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a swipe right past 50 px dismisses; a shorter one does not', () => {
    renderProvider();
    act(() => void api.toast({ title: 'Saved' }));
    const toast = screen.getByRole('alertdialog');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 160, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 160, pointerId: 1 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the close button dismisses it', () => {
    renderProvider();
    act(() => void api.toast({ title: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
