import { Button } from '../Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon';
import { joinClassName } from '../internal/composeClassName';
import './Pager.css';

/** Props of the Previous / 'Page X of Y' / Next control. Pages count from 1. */
export type PagerProps = {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages (e.g. ceil(total / 20)). With one page or none the pager hides. */
  pageCount: number;
  /**
   * More pages may follow `pageCount` (the total was counted only so far): reads
   * 'Page 1 of 50+' and Next stays enabled on the last counted page.
   */
  hasMorePages?: boolean;
  onPageChange: (page: number) => void;
  /** Disables both buttons (e.g. while the next page loads). */
  isDisabled?: boolean;
  /** Names the navigation landmark. Defaults to 'Pagination'. */
  'aria-label'?: string;
  className?: string;
};

/** Total pages for a list: ceil(total / pageSize), never below 1. */
export function getPageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous and Next buttons around 'Page X of Y'; renders nothing when there is one page. */
export function Pager({
  page,
  pageCount,
  hasMorePages = false,
  onPageChange,
  isDisabled = false,
  className,
  ...props
}: PagerProps) {
  if (pageCount <= 1 && !hasMorePages) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav
      aria-label={props['aria-label'] ?? 'Pagination'}
      className={joinClassName('ui-Pager', className)}
    >
      <Button
        variant="outline"
        size="sm"
        onPress={() => onPageChange(current - 1)}
        isDisabled={isDisabled || current <= 1}
      >
        <ChevronLeftIcon size={14} />
        Previous
      </Button>
      <span className="ui-Pager-status" aria-live="polite">
        {`Page ${current} of ${pageCount}${hasMorePages ? '+' : ''}`}
      </span>
      <Button
        variant="outline"
        size="sm"
        onPress={() => onPageChange(current + 1)}
        isDisabled={isDisabled || (current >= pageCount && !hasMorePages)}
      >
        Next
        <ChevronRightIcon size={14} />
      </Button>
    </nav>
  );
}
