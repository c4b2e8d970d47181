export { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_CLOSE_DELAY_MS } from './Tooltip';
export type { TooltipProps } from './Tooltip';
