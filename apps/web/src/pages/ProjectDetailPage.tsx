import { useParams } from 'wouter';
import { ProjectDetailScreen } from '../screens/projects';

/** /projects/{id}: the rest of the path is the id, normalised by the screen. */
export function ProjectDetailPage() {
  const params = useParams<{ '*': string }>();
  return <ProjectDetailScreen idParam={params['*'] ?? ''} />;
}
