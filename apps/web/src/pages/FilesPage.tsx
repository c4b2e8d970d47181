import { FilesScreen } from '../features/files';

export function FilesPage() {
  return <FilesScreen />;
}
