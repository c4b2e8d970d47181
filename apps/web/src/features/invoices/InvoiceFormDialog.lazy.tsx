import { lazyComponent } from '../../lib/lazy-component';

/** InvoiceFormDialog in its own chunk, loaded after the screen's first paint (see lazyComponent). */
export const InvoiceFormDialog = lazyComponent(() =>
  import('./InvoiceFormDialog').then((module) => module.InvoiceFormDialog),
);
