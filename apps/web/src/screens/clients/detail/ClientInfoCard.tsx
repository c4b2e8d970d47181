import { Badge, Card, DocumentLink } from '@crm/ui';
import { NOT_APPLICABLE, orNotApplicable, splitTags } from '@crm/domain';
import type { Client } from '@crm/domain';

/** Email, phone, business, address and tags of a client (N/A when empty). */
export function ClientInfoCard({ client }: { client: Client }) {
  const tags = splitTags(client.tags);
  return (
    <Card title="Client Information">
      <dl className="client-info">
        <div>
          <dt>Email</dt>
          <dd>
            {client.email ? (
              <DocumentLink href={`mailto:${client.email}`}>{client.email}</DocumentLink>
            ) : (
              NOT_APPLICABLE
            )}
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{orNotApplicable(client.phone)}</dd>
        </div>
        <div>
          <dt>Business</dt>
          <dd>{orNotApplicable(client.businessName)}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{orNotApplicable(client.address)}</dd>
        </div>
        <div>
          <dt>Tags</dt>
          <dd>
            {tags.length > 0 ? (
              <ul className="tag-list" aria-label="Tags">
                {tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="outline">{tag}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              NOT_APPLICABLE
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
