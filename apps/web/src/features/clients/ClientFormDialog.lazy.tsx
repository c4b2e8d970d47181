import { lazyComponent } from '../../lib/lazy-component';

/** ClientFormDialog in its own chunk, loaded after the screen's first paint (see lazyComponent). */
export const ClientFormDialog = lazyComponent(() =>
  import('./ClientFormDialog').then((module) => module.ClientFormDialog),
);
