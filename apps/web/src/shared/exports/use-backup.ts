import { useMutation } from '@tanstack/react-query';
import { useToast } from '@crm/ui';
import { BackupDocumentSchema } from '@crm/api-contract';
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

/** Reads a chosen file as a backup document; anything else is refused before sending. */
async function readBackup(file: File): Promise<unknown> {
  if (!file.name.toLowerCase().endsWith('.json'))
    throw new UnreadableBackupError('not a .json file');
  try {
    return JSON.parse(await file.text());
  } catch {
    throw new UnreadableBackupError('not valid JSON');
  }
}

export type RestoreOptions = {
  /** What happens after success; the page reloads by default. */
  reload?: () => void;
};

/**
 * Replaces all data with a backup file: checks it is JSON, sends it, shows 'Restore completed'
 * and reloads the page 2 seconds later so every screen shows the restored data.
 */
export function useBackupRestore({ reload = () => window.location.reload() }: RestoreOptions = {}) {
  const { toast } = useToast();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: async (file: File) => {
      const backup = await readBackup(file);
      const parsed = BackupDocumentSchema.safeParse(backup);
      if (!parsed.success)
        throw new UnreadableBackupError(parsed.error.issues[0]?.message ?? 'not a backup');
      toast({ title: 'Restoring backup...', description: 'Do not close this page' });
      return api.backup.restore({ body: { backup: parsed.data } });
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
