import type { ApiToken } from '@crm/api-contract';
import type { CurrentUser } from '@crm/domain';
import type { ApiTokenRow } from '../../security/api-token.repository';
import type { UserRow } from '../../security/user.repository';

/** The signed-in user as GET /api/auth/user answers it: never the password hash. */
export function presentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
  };
}

export function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}
