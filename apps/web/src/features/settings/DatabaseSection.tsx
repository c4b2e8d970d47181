import { useState } from 'react';
import {
  AlertIcon,
  Button,
  Card,
  ConfirmDialog,
  DownloadIcon,
  FileDropZone,
  ResponsiveDialog,
  UploadIcon,
} from '@crm/ui';
import { useBackupDownload, useBackupRestore } from '../../shared/exports';

/** Backups can hold every uploaded file, so they may be far larger than an upload. */
const MAX_BACKUP_BYTES = 512 * 1024 * 1024;

export const RESTORE_CONFIRM_MESSAGE =
  'All current data will be permanently replaced by the data in this backup. This cannot be undone. Continue?';

export type DatabaseSectionProps = {
  /** After a successful restore; reloads the page by default. */
  reload?: () => void;
};

/** Download a backup, or restore one after choosing a .json file and confirming. */
export function DatabaseSection({ reload }: DatabaseSectionProps) {
  const download = useBackupDownload();
  const restore = useBackupRestore(reload ? { reload } : {});
  const [isPickerOpen, setPickerOpen] = useState(false);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const closePicker = (open: boolean) => {
    setPickerOpen(open);
    if (!open) {
      setFile(null);
      setFileError(null);
    }
  };

  return (
    <Card title="Database Management" description="Download a complete backup, or restore one.">
      <div className="stack">
        <p className="settings-warning" role="note">
          <AlertIcon />
          Restoring a backup permanently replaces all current clients, projects, invoices, domains,
          tasks, expenses and files. Download a backup first.
        </p>
        <div className="page-actions">
          <Button
            variant="outline"
            onPress={() => download.mutate()}
            isPending={download.isPending}
          >
            <DownloadIcon />
            Download Backup
          </Button>
          <Button variant="destructive" onPress={() => setPickerOpen(true)}>
            <UploadIcon />
            Restore Backup
          </Button>
        </div>
      </div>
      <ResponsiveDialog
        title="Restore Backup"
        description="Choose a backup file (.json) downloaded from this CRM."
        isOpen={isPickerOpen}
        onOpenChange={closePicker}
        footer={({ close }) => (
          <>
            <Button variant="outline" onPress={close}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onPress={() => {
                if (!file) {
                  setFileError('Please select a backup file');
                  return;
                }
                setConfirmOpen(true);
              }}
            >
              Restore
            </Button>
          </>
        )}
      >
        <FileDropZone
          label="Backup file"
          accept={['.json', 'application/json']}
          maxBytes={MAX_BACKUP_BYTES}
          hint="JSON, as downloaded with Download Backup"
          value={file}
          onChange={(next) => {
            setFile(next);
            setFileError(null);
          }}
          isInvalid={Boolean(fileError)}
          errorMessage={fileError}
        />
      </ResponsiveDialog>
      <ConfirmDialog
        title="Replace all data?"
        message={RESTORE_CONFIRM_MESSAGE}
        confirmLabel="Replace All Data"
        variant="destructive"
        isOpen={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        isPending={restore.isPending}
        onConfirm={() => {
          if (!file) return;
          restore.mutate(file, {
            onSettled: () => {
              setConfirmOpen(false);
              closePicker(false);
            },
          });
        }}
      />
    </Card>
  );
}
