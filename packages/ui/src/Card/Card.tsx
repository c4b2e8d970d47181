import { useId } from 'react';
import type { ReactNode } from 'react';
import { joinClassName } from '../internal/composeClassName';
import './Card.css';

/** Props of a bordered panel with an optional header and footer. */
export type CardProps = {
  /** Heading; also names the card as a region. */
  title?: ReactNode;
  /** A muted line under the title. */
  description?: ReactNode;
  /** Buttons or links at the right of the header (e.g. 'View All'). */
  actions?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Heading level of the title. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
  /** Removes the body padding (tables that run edge to edge). */
  flush?: boolean;
  className?: string;
};

/** A surface that groups related content: header (title, description, actions), body, footer. */
export function Card({
  title,
  description,
  actions,
  children,
  footer,
  headingLevel = 2,
  flush = false,
  className,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || description || actions);
  return (
    <section
      className={joinClassName('ui-Card', className)}
      aria-labelledby={title ? titleId : undefined}
      data-flush={flush || undefined}
    >
      {hasHeader ? (
        <header className="ui-Card-header">
          <div className="ui-Card-heading">
            {title ? (
              <Heading id={titleId} className="ui-Card-title">
                {title}
              </Heading>
            ) : null}
            {description ? <p className="ui-Card-description">{description}</p> : null}
          </div>
          {actions ? <div className="ui-Card-actions">{actions}</div> : null}
        </header>
      ) : null}
      {children !== undefined ? <div className="ui-Card-body">{children}</div> : null}
      {footer ? <footer className="ui-Card-footer">{footer}</footer> : null}
    </section>
  );
}
