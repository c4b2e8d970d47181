import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { UNSTABLE_ToastRegion as RACToastRegion } from 'react-aria-components';
import { ToastItem } from './ToastItem';
import { createToastQueue, showToast } from './toast-queue';
import type { ToastContent, ToastQueueInstance } from './toast-queue';
import './Toast.css';

export type ToastApi = {
  /** Shows a toast for 5 seconds, replacing the one on screen. Returns its key. */
  toast: (content: ToastContent) => string;
  /** Closes a toast by key. */
  dismiss: (key: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** Props of the provider that renders the notification region. */
export type ToastProviderProps = {
  children?: ReactNode;
  /** A queue to use instead of the provider's own (tests, sharing outside React). */
  queue?: ToastQueueInstance;
};

/**
 * Owns the toast queue and renders the notification region: one toast at a time, bottom
 * right (420px wide from medium screens), F8 moves focus to it.
 */
export function ToastProvider({ children, queue: givenQueue }: ToastProviderProps) {
  const [queue] = useState(() => givenQueue ?? createToastQueue());
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const target = regionRef.current?.querySelector<HTMLElement>('[role="alertdialog"]');
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({ toast: (content) => showToast(queue, content), dismiss: (key) => queue.close(key) }),
    [queue],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <RACToastRegion
        queue={queue}
        ref={regionRef}
        className="ui-ToastRegion"
        aria-label="Notifications (F8)"
      >
        {({ toast }) => <ToastItem toast={toast} queue={queue} />}
      </RACToastRegion>
    </ToastContext.Provider>
  );
}

/** Returns `{ toast, dismiss }`. Must be used inside a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
