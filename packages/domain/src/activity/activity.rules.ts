import type { EmailTemplateKind } from '../outbox/outbox.enums';
import { formatMoney } from '../money/money.rules';
import type { ActivityAction, ActivityEntityType } from './activity.enums';

const ACTION_VERBS: Record<ActivityAction, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
};

export const NO_RECENT_ACTIVITY_TEXT = 'No recent activity';
/** How many activities the dashboard shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

/** 'Recorded payment of £50.00 on invoice INV-0001', 'Removed payment of £50.00 from ...'. */
export function paymentActivitySummary(
  change: 'recorded' | 'removed',
  amount: string,
  invoiceNumber: string,
): string {
  return change === 'recorded'
    ? `Recorded payment of ${formatMoney(amount)} on invoice ${invoiceNumber}`
    : `Removed payment of ${formatMoney(amount)} from invoice ${invoiceNumber}`;
}

/** 'Emailed invoice INV-0001 to ann@acme.co.uk', 'Sent reminder for invoice INV-0001 to ...'. */
export function emailActivitySummary(
  kind: EmailTemplateKind,
  number: string,
  to: readonly string[],
): string {
  const recipients = to.join(', ');
  if (kind === 'reminder') return `Sent reminder for invoice ${number} to ${recipients}`;
  if (kind === 'receipt') return `Sent payment receipt for invoice ${number} to ${recipients}`;
  return `Emailed ${kind} ${number} to ${recipients}`;
}

/** 'Created client Acme Ltd', 'Deleted invoice INV-0003'. */
export function activitySummary(
  action: ActivityAction,
  entityType: ActivityEntityType,
  label: string,
): string {
  const name = label.trim();
  return name
    ? `${ACTION_VERBS[action]} ${entityType} ${name}`
    : `${ACTION_VERBS[action]} ${entityType}`;
}
