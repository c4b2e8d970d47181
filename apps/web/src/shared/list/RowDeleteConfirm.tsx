import { ConfirmDialog } from '@crm/ui';
import type { RowDelete } from './use-row-dialogs';

export type RowDeleteConfirmProps = {
  /** From useRowDelete. */
  rowDelete: RowDelete;
  /** E.g. 'Delete Domain'. */
  title: string;
  /** E.g. 'Are you sure you want to delete this domain?'. */
  message: string;
};

/** The destructive confirmation before a list row is deleted. */
export function RowDeleteConfirm({ rowDelete, title, message }: RowDeleteConfirmProps) {
  return (
    <ConfirmDialog
      {...rowDelete.dialog}
      title={title}
      message={message}
      confirmLabel="Delete"
      variant="destructive"
    />
  );
}
