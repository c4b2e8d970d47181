import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { useScrollable } from './useScrollable';
import './Dialog.css';

type CloseApi = { close: () => void };

/** Props shared by Dialog, Drawer and ResponsiveDialog. */
export type DialogProps = {
  /** The heading; also the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Content; a function receives `{ close }`. */
  children?: ReactNode | ((api: CloseApi) => ReactNode);
  /** Buttons along the bottom; a function receives `{ close }`. */
  footer?: ReactNode | ((api: CloseApi) => ReactNode);
  /** Controlled open state. Leave out inside a `DialogTrigger`. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Width: sm 24rem, md 32rem (default), lg 42rem, xl 56rem. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Whether a click outside closes it. Defaults to true. */
  isDismissable?: boolean;
  /** Stops Escape from closing it (e.g. while saving). */
  isKeyboardDismissDisabled?: boolean;
  /** 'alertdialog' for confirmations. Defaults to 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the corner close button (the footer must offer a way out). */
  hideCloseButton?: boolean;
  className?: string;
};

type DialogFrameProps = DialogProps & { variant: 'dialog' | 'drawer' };

/**
 * The modal both Dialog and Drawer render: focus is trapped inside, returns to the
 * trigger on close, Escape and the close button close it.
 */
export function DialogFrame({
  variant,
  title,
  description,
  children,
  footer,
  isOpen,
  defaultOpen,
  onOpenChange,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled,
  role = 'dialog',
  hideCloseButton = false,
  className,
}: DialogFrameProps) {
  const descriptionId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const isBodyScrollable = useScrollable(bodyRef);
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="ui-ModalOverlay"
      data-variant={variant}
    >
      <Modal className="ui-Modal" data-variant={variant} data-size={size}>
        <RACDialog
          role={role}
          aria-describedby={description ? descriptionId : undefined}
          className={className ? `ui-Dialog ${className}` : 'ui-Dialog'}
        >
          {({ close }) => (
            <>
              {variant === 'drawer' ? (
                <div className="ui-Drawer-handle" aria-hidden="true" />
              ) : null}
              <header className="ui-Dialog-header">
                <div className="ui-Dialog-heading">
                  <Heading slot="title" className="ui-Dialog-title">
                    {title}
                  </Heading>
                  {description ? (
                    <p id={descriptionId} className="ui-Dialog-description">
                      {description}
                    </p>
                  ) : null}
                </div>
                {hideCloseButton ? null : (
                  <IconButton slot="close" aria-label="Close" size="sm" className="ui-Dialog-close">
                    <CloseIcon />
                  </IconButton>
                )}
              </header>
              <div
                ref={bodyRef}
                className="ui-Dialog-body"
                tabIndex={isBodyScrollable ? 0 : undefined}
              >
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer ? (
                <footer className="ui-Dialog-footer">
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </footer>
              ) : null}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
