import { lazyComponent } from '../../lib/lazy-component';

/** DomainFormDialog in its own chunk, loaded after the screen's first paint (see lazyComponent). */
export const DomainFormDialog = lazyComponent(() =>
  import('./DomainFormDialog').then((module) => module.DomainFormDialog),
);
