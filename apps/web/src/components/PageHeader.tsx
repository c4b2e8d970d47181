import type { ReactNode } from 'react';

/** Props of the heading row at the top of every page. */
export type PageHeaderProps = {
  /** The page's h1, e.g. 'Dashboard'. */
  title: ReactNode;
  /** A muted line under the title. */
  description?: ReactNode;
  /** Buttons at the right (wrapping under the title on phones). */
  actions?: ReactNode;
};

/** The page title with its actions; every page starts with one. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div>
        <h1 className="page-title">{title}</h1>
        {description ? <p className="page-description">{description}</p> : null}
      </div>
      {actions ? <div className="page-actions">{actions}</div> : null}
    </div>
  );
}
