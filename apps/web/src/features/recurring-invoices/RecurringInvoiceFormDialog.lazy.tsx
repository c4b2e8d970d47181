import { lazyComponent } from '../../lib/lazy-component';

/** RecurringInvoiceFormDialog in its own chunk, loaded after the screen's first paint (see lazyComponent). */
export const RecurringInvoiceFormDialog = lazyComponent(() =>
  import('./RecurringInvoiceFormDialog').then((module) => module.RecurringInvoiceFormDialog),
);
