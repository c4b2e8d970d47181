import { ProjectsScreen } from '../features/projects';

export function ProjectsPage() {
  return <ProjectsScreen />;
}
