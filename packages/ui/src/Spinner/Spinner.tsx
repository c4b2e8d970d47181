import { ProgressBar } from 'react-aria-components';
import { joinClassName } from '../internal/composeClassName';
import './Spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

/** Props of the indeterminate loading spinner. */
export type SpinnerProps = {
  /** Visual size: sm 14px, md 20px, lg 32px. */
  size?: SpinnerSize;
  /** Accessible name announced to screen readers. Defaults to 'Loading'. */
  label?: string;
  className?: string;
};

/** An indeterminate progress indicator (role progressbar) drawn as a spinning ring. */
export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label}
      className={joinClassName('ui-Spinner', className)}
      data-size={size}
    >
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="ui-Spinner-svg">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </ProgressBar>
  );
}
