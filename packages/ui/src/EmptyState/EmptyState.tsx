import type { ReactNode } from 'react';
import { joinClassName } from '../internal/composeClassName';
import './EmptyState.css';

/** Props of the message shown where a list has nothing to show. */
export type EmptyStateProps = {
  /** e.g. 'No clients yet.' */
  title: ReactNode;
  /** An optional second line. */
  description?: ReactNode;
  /** A decorative icon above the text. */
  icon?: ReactNode;
  /** e.g. <Button>Add Your First Client</Button>. */
  action?: ReactNode;
  className?: string;
};

/** A centred message with an optional icon and action. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={joinClassName('ui-EmptyState', className)}>
      {icon ? (
        <span className="ui-EmptyState-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className="ui-EmptyState-title">{title}</p>
      {description ? <p className="ui-EmptyState-description">{description}</p> : null}
      {action ? <div className="ui-EmptyState-action">{action}</div> : null}
    </div>
  );
}
