import { useId } from 'react';
import type { ReactNode } from 'react';
import { joinClassName } from '../internal/composeClassName';
import { Skeleton } from '../Skeleton';
import './MetricCard.css';

/** Props of a headline number card (dashboard, summaries). */
export type MetricCardProps = {
  /** e.g. 'Total Clients'. */
  title: ReactNode;
  /** The figure, already formatted, e.g. '£1,250.00'. */
  value: ReactNode;
  /** A small line under the value, e.g. '3 overdue'. */
  hint?: ReactNode;
  /** An icon at the top right. */
  icon?: ReactNode;
  /** Colours the value: success (green), destructive (red), primary (brand). */
  tone?: 'default' | 'primary' | 'success' | 'destructive';
  /** Shows a placeholder instead of the value. */
  isLoading?: boolean;
  /** Heading level of the title. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

// The value's line (MetricCard.css) and the hint's (the body's line height).
const VALUE_LINE = 'calc(var(--text-2xl) * var(--leading-tight))';
const HINT_LINE = 'calc(var(--text-xs) * var(--leading-normal))';

/** A card with a title, a large value and a hint. */
export function MetricCard({
  title,
  value,
  hint,
  icon,
  tone = 'default',
  isLoading = false,
  headingLevel = 2,
  className,
}: MetricCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={joinClassName('ui-MetricCard', className)}
      aria-labelledby={titleId}
      aria-busy={isLoading || undefined}
      data-tone={tone}
    >
      <div className="ui-MetricCard-header">
        <Heading id={titleId} className="ui-MetricCard-title">
          {title}
        </Heading>
        {icon ? (
          <span className="ui-MetricCard-icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      {isLoading ? (
        // Each placeholder as tall as the line it stands for, so the card keeps its height
        // when the figures arrive (no layout shift).
        <>
          <Skeleton width="60%" height={VALUE_LINE} />
          <Skeleton width="40%" height={HINT_LINE} />
        </>
      ) : (
        <>
          <p className="ui-MetricCard-value">{value}</p>
          {hint ? <p className="ui-MetricCard-hint">{hint}</p> : null}
        </>
      )}
    </section>
  );
}
