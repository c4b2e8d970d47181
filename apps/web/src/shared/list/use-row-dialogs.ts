import { useCallback, useState } from 'react';
import { useToast } from '@crm/ui';
import { useErrorToast } from '../../lib/error-toast';

type Editing<TRow> = { row?: TRow } | null;

/**
 * Which row a screen's add/edit form dialog shows: `create()` opens it empty, `edit(row)` on a
 * row; `dialog` goes to the form dialog as its open state.
 */
export function useRowEditor<TRow>() {
  const [editing, setEditing] = useState<Editing<TRow>>(null);
  const onOpenChange = useCallback((isOpen: boolean) => {
    if (!isOpen) setEditing(null);
  }, []);
  return {
    /** The row being edited; undefined while adding. */
    row: editing?.row,
    create: useCallback(() => setEditing({}), []),
    edit: useCallback((row: TRow) => setEditing({ row }), []),
    dialog: { isOpen: editing !== null, onOpenChange },
  };
}

type RowDeleteCallbacks = {
  onSuccess: () => void;
  onError: (error: Error) => void;
  onSettled: () => void;
};

/** The delete mutation of a list's rows, by id (useDeleteDomain and the like). */
export type RowDeleteMutation = {
  mutate: (id: string, callbacks: RowDeleteCallbacks) => void;
  isPending: boolean;
};

export type RowDeleteTexts = {
  /** E.g. 'Domain deleted successfully'. */
  deleted: string;
  /** E.g. 'Failed to delete domain'. */
  failed: string;
};

/**
 * A row's delete behind a confirmation: `ask(row)` opens it; confirming deletes, toasts the
 * outcome and closes. RowDeleteConfirm renders it.
 */
export function useRowDelete<TRow extends { id: string }>(
  mutation: RowDeleteMutation,
  texts: RowDeleteTexts,
) {
  const [row, setRow] = useState<TRow | null>(null);
  const { toast } = useToast();
  const showError = useErrorToast();
  const confirm = () => {
    if (!row) return;
    mutation.mutate(row.id, {
      onSuccess: () => toast({ title: texts.deleted }),
      onError: (error) => showError(error, texts.failed),
      onSettled: () => setRow(null),
    });
  };
  return {
    row,
    ask: setRow,
    dialog: {
      isOpen: row !== null,
      onOpenChange: (isOpen: boolean) => !isOpen && setRow(null),
      isPending: mutation.isPending,
      onConfirm: confirm,
    },
  };
}

export type RowDelete = Pick<ReturnType<typeof useRowDelete>, 'dialog'>;
