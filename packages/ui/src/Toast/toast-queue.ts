import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

/** What a toast shows. */
export type ToastContent = {
  title: string;
  description?: ReactNode;
  /** 'destructive' for errors. Defaults to 'default'. */
  variant?: ToastVariant;
};

export type ToastQueueInstance = InstanceType<typeof ToastQueue<ToastContent>>;

/** How long a toast stays, in milliseconds (spec: 5000 ms). */
export const TOAST_DURATION_MS = 5000;
/** Horizontal swipe distance, in pixels, past which a toast is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function createToastQueue(): ToastQueueInstance {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });
}

/** Shows a toast, replacing whatever is on screen: only one toast exists at a time. */
export function showToast(queue: ToastQueueInstance, content: ToastContent): string {
  for (const visible of [...queue.visibleToasts]) queue.close(visible.key);
  return queue.add(content, { timeout: TOAST_DURATION_MS });
}
