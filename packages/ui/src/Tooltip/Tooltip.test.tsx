import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_DELAY_MS, Tooltip } from './Tooltip';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Tooltip', () => {
  it('uses the spec delays', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_CLOSE_DELAY_MS).toBe(300);
  });

  it('opens after 700 ms of mouse hover', () => {
    render(
      <Tooltip content="Edit client">
        <Button>Edit</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Edit' });
    // A mouse move sets react-aria's pointer modality; hover only counts for a mouse.
    fireEvent.pointerMove(document.body, { pointerType: 'mouse' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 10));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit client');
  });
});
