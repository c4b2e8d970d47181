import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { LoginSchema } from '@crm/domain';
import { ToastProvider } from '@crm/ui';
import { useFormDialog } from './use-form-dialog';

const EMPTY = { email: '', password: '' };

function renderDialogForm(onOpenChange = vi.fn()) {
  return renderHook(({ isOpen }) => useFormDialog({ isOpen, onOpenChange }, LoginSchema, EMPTY), {
    initialProps: { isOpen: false },
    // saved() shows toasts.
    wrapper: ToastProvider,
  });
}

describe('useFormDialog', () => {
  it('starts every opening from the initial values, with no messages', () => {
    const { result, rerender } = renderDialogForm();
    rerender({ isOpen: true });
    act(() => result.current.setValue('email', 'typed'));
    act(() => result.current.submit(vi.fn())());
    expect(result.current.errors).not.toEqual({});
    // Closing keeps what was typed (the dialog animates out with it); the next opening starts again.
    rerender({ isOpen: false });
    expect(result.current.values.email).toBe('typed');
    rerender({ isOpen: true });
    expect(result.current.values).toEqual(EMPTY);
    expect(result.current.errors).toEqual({});
    expect(result.current.dialogProps.isOpen).toBe(true);
  });

  it('closes the dialog once saved', () => {
    const onOpenChange = vi.fn();
    const { result } = renderDialogForm(onOpenChange);
    act(() => result.current.saved({ success: 'Saved', failure: 'Failed' }).onSuccess());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
