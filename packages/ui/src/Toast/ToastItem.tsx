import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, PointerEvent } from 'react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
} from 'react-aria-components';
import { CloseIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { TOAST_SWIPE_THRESHOLD_PX } from './toast-queue';
import type { ToastQueueInstance } from './toast-queue';

type ToastItemProps = {
  toast: ToastQueueInstance['visibleToasts'][number];
  queue: ToastQueueInstance;
};

/** One toast: title, optional description, a close button; swipe right or Escape dismisses. */
export function ToastItem({ toast, queue }: ToastItemProps) {
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);
  const { title, description, variant = 'default' } = toast.content;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Presses on the close button are not swipes.
    if (event.target instanceof Element && event.target.closest('button')) return;
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    if (distance > TOAST_SWIPE_THRESHOLD_PX) queue.close(toast.key);
    else setOffset(0);
  };
  const toastRef = useRef<HTMLDivElement>(null);

  // Escape dismisses the focused toast (RAC's Toast takes no key handlers).
  useEffect(() => {
    const element = toastRef.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      queue.close(toast.key);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [queue, toast.key]);

  const style = { '--toast-swipe-x': `${offset}px` } as CSSProperties;

  return (
    <RACToast
      ref={toastRef}
      toast={toast}
      className="ui-Toast"
      data-variant={variant}
      data-swiping={offset > 0 || undefined}
      style={style}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        startX.current = null;
        setOffset(0);
      }}
    >
      <RACToastContent className="ui-Toast-content">
        <Text slot="title" className="ui-Toast-title">
          {title}
        </Text>
        {description ? (
          <Text slot="description" className="ui-Toast-description">
            {description}
          </Text>
        ) : null}
      </RACToastContent>
      <IconButton slot="close" aria-label="Close notification" size="sm" className="ui-Toast-close">
        <CloseIcon />
      </IconButton>
    </RACToast>
  );
}
