import { lazyComponent } from '../../lib/lazy-component';

/** RecordPaymentDialog in its own chunk, loaded after the screen's first paint (see lazyComponent). */
export const RecordPaymentDialog = lazyComponent(() =>
  import('./RecordPaymentDialog').then((module) => module.RecordPaymentDialog),
);
