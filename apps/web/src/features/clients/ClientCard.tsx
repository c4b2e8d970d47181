import {
  Badge,
  Button,
  DocumentLink,
  EditIcon,
  EyeIcon,
  InvoiceIcon,
  MailIcon,
  PhoneIcon,
  PlusIcon,
  TrashIcon,
} from '@crm/ui';
import { clientContactName, clientDisplayName, orNotApplicable, splitTags } from '@crm/domain';
import type { Client } from '@crm/domain';

/** What a client card, the client form's Quick Actions or the detail header can start. */
export type ClientAction = 'quote' | 'invoice';

export type ClientCardProps = {
  client: Client;
  onView: (client: Client) => void;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  onAction: (client: Client, action: ClientAction) => void;
};

/** One client in the list: names, contact details, tags and its actions. */
export function ClientCard({ client, onView, onEdit, onDelete, onAction }: ClientCardProps) {
  const name = clientDisplayName(client);
  const contact = clientContactName(client);
  const tags = splitTags(client.tags);
  return (
    <article className="client-card" aria-label={name}>
      <header className="client-card-header">
        <h3 className="client-card-name">{name}</h3>
        {contact ? <p className="client-card-contact">{contact}</p> : null}
      </header>
      <dl className="client-card-details">
        {client.email ? (
          <div>
            <dt>
              <MailIcon size={14} aria-hidden="true" />
              <span className="visually-hidden">Email</span>
            </dt>
            <dd>
              <DocumentLink href={`mailto:${client.email}`}>{client.email}</DocumentLink>
            </dd>
          </div>
        ) : null}
        {client.phone ? (
          <div>
            <dt>
              <PhoneIcon size={14} aria-hidden="true" />
              <span className="visually-hidden">Phone</span>
            </dt>
            <dd>{client.phone}</dd>
          </div>
        ) : null}
        <div>
          <dt className="client-card-label">Address</dt>
          <dd>{orNotApplicable(client.address)}</dd>
        </div>
      </dl>
      {tags.length > 0 ? (
        <ul className="tag-list" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="client-card-actions">
        <Button
          size="sm"
          variant="outline"
          onPress={() => onView(client)}
          aria-label={`View Details of ${name}`}
        >
          <EyeIcon />
          View Details
        </Button>
        <Button
          size="sm"
          variant="outline"
          onPress={() => onEdit(client)}
          aria-label={`Edit ${name}`}
        >
          <EditIcon />
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onPress={() => onDelete(client)}
          aria-label={`Delete ${name}`}
          className="client-card-delete"
        >
          <TrashIcon />
          Delete
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => onAction(client, 'quote')}
          aria-label={`Create Quote for ${name}`}
        >
          <PlusIcon />
          Create Quote
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => onAction(client, 'invoice')}
          aria-label={`Create Invoice for ${name}`}
        >
          <InvoiceIcon />
          Create Invoice
        </Button>
      </div>
    </article>
  );
}
