import { useParams } from 'wouter';
import { isImportEntity } from '@crm/domain';
import { ImportScreen } from '../features/imports';
import { NotFoundPage } from './NotFoundPage';

/** /reports/import/{entity}: the rest of the path names what is imported. */
export function ImportPage() {
  const entity = useParams<{ '*': string }>()['*'] ?? '';
  // key: another entity starts a new import rather than carry one file's state over.
  return isImportEntity(entity) ? <ImportScreen key={entity} entity={entity} /> : <NotFoundPage />;
}
