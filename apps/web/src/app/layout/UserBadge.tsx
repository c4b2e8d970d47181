import { useQuery } from '@tanstack/react-query';
import { Avatar, DocumentLink } from '@crm/ui';
import { displayEmail, userDisplayName } from '@crm/domain';
import { currentUserQuery } from '../../shared/session';

/** The top bar's user: initials, display name and the email as a mailto link. */
export function UserBadge() {
  const { data: user } = useQuery(currentUserQuery());
  if (!user) return null;
  const name = userDisplayName(user);
  const email = displayEmail(user);
  return (
    <div className="user-badge">
      <Avatar name={name} email={email} size="sm" />
      <div className="user-badge-text">
        <span className="user-badge-name">{name}</span>
        <DocumentLink href={`mailto:${email}`} variant="muted" className="user-badge-email">
          {email}
        </DocumentLink>
      </div>
    </div>
  );
}
