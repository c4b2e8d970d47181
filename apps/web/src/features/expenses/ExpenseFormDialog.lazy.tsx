import { lazyComponent } from '../../lib/lazy-component';

/** ExpenseFormDialog in its own chunk, loaded after the screen's first paint (see lazyComponent). */
export const ExpenseFormDialog = lazyComponent(() =>
  import('./ExpenseFormDialog').then((module) => module.ExpenseFormDialog),
);
