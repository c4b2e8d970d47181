import { lazyComponent } from '../../lib/lazy-component';

/** ProjectFormDialog in its own chunk, loaded after the screen's first paint (see lazyComponent). */
export const ProjectFormDialog = lazyComponent(() =>
  import('./ProjectFormDialog').then((module) => module.ProjectFormDialog),
);
