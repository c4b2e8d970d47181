import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from '@crm/ui';
import { FormDialog } from './FormDialog';

function renderDialog(isPending: boolean) {
  const onOpenChange = vi.fn();
  const onSubmit = vi.fn();
  render(
    <FormDialog
      title="Edit Client"
      isOpen
      onOpenChange={onOpenChange}
      formLabel="Edit client"
      submitLabel="Update Client"
      isPending={isPending}
      onSubmit={onSubmit}
    >
      <TextField label="Name" />
    </FormDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit Client' });
  const overlay = dialog.closest('.ui-ModalOverlay');
  if (!(overlay instanceof HTMLElement)) throw new Error('no overlay');
  return { onOpenChange, onSubmit, dialog, overlay, user: userEvent.setup({ delay: null }) };
}

describe('FormDialog', () => {
  it('closes with Escape, the close button, a click outside and Cancel while idle', async () => {
    const { onOpenChange, dialog, overlay, user } = renderDialog(false);
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(overlay);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange.mock.calls).toEqual([[false], [false], [false], [false]]);
  });

  it('stays open while saving, whatever asks it to close', async () => {
    const { onOpenChange, dialog, overlay, user } = renderDialog(true);
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(overlay);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('submits with the footer button and with Enter', async () => {
    const { onSubmit, dialog, user } = renderDialog(false);
    await user.click(within(dialog).getByRole('button', { name: 'Update Client' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
