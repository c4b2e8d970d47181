export { ToastProvider, useToast } from './ToastProvider';
export type { ToastApi, ToastProviderProps } from './ToastProvider';
export {
  createToastQueue,
  showToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toast-queue';
export type { ToastContent, ToastVariant, ToastQueueInstance } from './toast-queue';
