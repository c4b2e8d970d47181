import { lazyComponent } from '../../lib/lazy-component';

/** TaskDialog in its own chunk, loaded after the screen's first paint (see lazyComponent). */
export const TaskDialog = lazyComponent(() =>
  import('./TaskDialog').then((module) => module.TaskDialog),
);
