import { lazyComponent } from '../../lib/lazy-component';

/** UploadDocumentDialog in its own chunk, loaded after the screen's first paint (see lazyComponent). */
export const UploadDocumentDialog = lazyComponent(() =>
  import('./UploadDocumentDialog').then((module) => module.UploadDocumentDialog),
);
