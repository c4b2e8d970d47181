import { AlertIcon, Card, Link } from '@crm/ui';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '@crm/domain';

/** Any path the router does not know. */
export function NotFoundPage() {
  return (
    <div className="page not-found">
      <Card>
        <div className="not-found-body">
          <AlertIcon size={32} className="not-found-icon" />
          <h1 className="page-title">{NOT_FOUND_TITLE}</h1>
          <p className="muted">{NOT_FOUND_TEXT}</p>
          <Link href="/">Go to the Dashboard</Link>
        </div>
      </Card>
    </div>
  );
}
