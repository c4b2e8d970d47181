import type { ReactElement, ReactNode } from 'react';
import { OverlayArrow, Tooltip as RACTooltip, TooltipTrigger } from 'react-aria-components';
import type { Placement } from 'react-aria-components';
import './Tooltip.css';

/** Delay before a tooltip opens, in ms (spec: 700). */
export const TOOLTIP_DELAY_MS = 700;
/** Delay before it closes, in ms (spec: 300). */
export const TOOLTIP_CLOSE_DELAY_MS = 300;

/** Props of a hint shown on hover or keyboard focus of its trigger. */
export type TooltipProps = {
  /** The tooltip text. */
  content: ReactNode;
  /** One focusable kit element (Button, IconButton, Link). */
  children: ReactElement;
  placement?: Placement;
  /** Open delay in ms. Defaults to 700. */
  delay?: number;
  /** Close delay in ms. Defaults to 300. */
  closeDelay?: number;
  isDisabled?: boolean;
};

/**
 * A tooltip. Once one has been shown, moving to another trigger shows it at once (warm-up);
 * Escape closes it.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = TOOLTIP_DELAY_MS,
  closeDelay = TOOLTIP_CLOSE_DELAY_MS,
  isDisabled,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={closeDelay} isDisabled={isDisabled}>
      {children}
      <RACTooltip placement={placement} offset={8} className="ui-Tooltip">
        <OverlayArrow className="ui-Tooltip-arrow">
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
