export { useCsvExport } from './use-csv-export';
export {
  useBackupDownload,
  useBackupRestore,
  BACKUP_FAILED_TEXT,
  BACKUP_FAILED_TITLE,
  RESTORE_FAILED_TEXT,
  RESTORE_FAILED_TITLE,
} from './use-backup';
export type { RestoreOptions } from './use-backup';
