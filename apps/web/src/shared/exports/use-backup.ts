import { useMutation } from '@tanstack/react-query';
import { useToast } from '@crm/ui';
import { RESTORE_RELOAD_MS } from '@crm/domain';
import { api } from '../../lib/api';
import { saveResponse } from '../../lib/download';
import { useErrorToast } from '../../lib/error-toast';
import { today } from '../../lib/today';

export const BACKUP_FAILED_TITLE = 'Backup failed';
export const BACKUP_FAILED_TEXT = 'Failed to create database backup. Please try again.';
export const RESTORE_FAILED_TITLE = 'Restore failed';
export const RESTORE_FAILED_TEXT =
  'Failed to restore from backup. Please check the file and try again.';

/** Downloads the whole database as one JSON file named by the server. */
export function useBackupDownload() {
  const { toast } = useToast();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: async () => {
      toast({ title: 'Creating backup...' });
      return saveResponse(await api.backup.download(), `crm-backup-${today()}.json`);
    },
    onSuccess: (filename) => toast({ title: 'Backup created successfully', description: filename }),
    onError: (error) => showError(error, BACKUP_FAILED_TEXT, { title: BACKUP_FAILED_TITLE }),
  });
}

class UnreadableBackupError extends Error {}

/**
 * Refuses, before sending, a file that cannot be a backup: not .json, or not starting as a JSON
 * object. Only its first bytes are read: a backup with its files can be gigabytes, so the
 * server checks the rest (format, counts, checksum) as the file streams in.
 */
async function checkBackupFile(file: File): Promise<void> {
  if (!file.name.toLowerCase().endsWith('.json'))
    throw new UnreadableBackupError('not a .json file');
  const start = (await file.slice(0, 1024).text()).trimStart();
  if (!start.startsWith('{')) throw new UnreadableBackupError('not a JSON object');
}

export type RestoreOptions = {
  /** What happens after success; the page reloads by default. */
  reload?: () => void;
};

/**
 * Replaces all data with a backup file: checks it looks like JSON, sends the file as it is (of
 * any size; the server checks it while reading), shows 'Restore completed'
 * and reloads the page 2 seconds later so every screen shows the restored data.
 */
export function useBackupRestore({ reload = () => window.location.reload() }: RestoreOptions = {}) {
  const { toast } = useToast();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: async (file: File) => {
      await checkBackupFile(file);
      toast({ title: 'Restoring backup...', description: 'Do not close this page' });
      // The file itself, streamed by the browser: no size cap, nothing parsed here.
      return api.backup.restoreFile(file);
    },
    onSuccess: (result) => {
      const records = Object.values(result.counts).reduce((sum, n) => sum + n, 0);
      toast({
        title: 'Restore completed',
        description: `${records} records restored. Reloading...`,
      });
      setTimeout(reload, RESTORE_RELOAD_MS);
    },
    onError: (error) => showError(error, RESTORE_FAILED_TEXT, { title: RESTORE_FAILED_TITLE }),
  });
}
