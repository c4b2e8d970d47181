import { lazyComponent } from '../../lib/lazy-component';

/** UploadFileDialog in its own chunk, loaded after the screen's first paint (see lazyComponent). */
export const UploadFileDialog = lazyComponent(() =>
  import('./UploadFileDialog').then((module) => module.UploadFileDialog),
);
