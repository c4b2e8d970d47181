import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('exposes variant and size as data attributes and calls onPress', async () => {
    const onPress = vi.fn();
    render(
      <Button variant="destructive" size="sm" onPress={onPress}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('data-variant', 'destructive');
    expect(button).toHaveAttribute('data-size', 'sm');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner and ignores presses while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Uploading...
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Uploading/ });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});
