import { ConfirmDialog, useToast } from '@crm/ui';
import type { FileRecord } from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import { useDeleteDocument } from './documents.queries';

/** 'Are you sure you want to delete this document?'; the stored file goes too. */
export function DeleteDocumentDialog({
  document,
  onClose,
}: {
  document: FileRecord | null;
  onClose: () => void;
}) {
  const remove = useDeleteDocument();
  const { toast } = useToast();
  const showError = useErrorToast();
  return (
    <ConfirmDialog
      isOpen={document !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Delete Document"
      message={
        <>
          Are you sure you want to delete this document?
          <br />
          <strong>{document?.filename}</strong>
        </>
      }
      confirmLabel="Delete"
      variant="destructive"
      isPending={remove.isPending}
      onConfirm={() => {
        if (!document) return;
        remove.mutate(document.id, {
          onSuccess: () => {
            toast({ title: 'Document deleted successfully' });
            onClose();
          },
          onError: (error) => {
            showError(error, 'Failed to delete document');
            onClose();
          },
        });
      }}
    />
  );
}
