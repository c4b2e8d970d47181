export { backupFileName } from './backup-file-name.rules';
