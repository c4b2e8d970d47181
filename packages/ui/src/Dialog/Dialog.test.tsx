import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Edit</Button>
      <Dialog
        title="Edit Client"
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          onOpenChange(open);
        }}
      >
        {({ close }) => <Button onPress={close}>Done</Button>}
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens controlled, closes with Escape and restores focus', async () => {
    const onOpenChange = vi.fn();
    render(<Controlled onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Edit' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Edit Client' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // RAC restores focus on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('passes close to function children', async () => {
    render(<Controlled onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
