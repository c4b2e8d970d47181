import { Badge } from '@crm/ui';
import { formatDisplayDate, formatMoney, NOT_APPLICABLE, projectPaidLabel } from '@crm/domain';

/** A date cell: 'MMM d, yyyy', or 'N/A' when there is none. */
export function dateOrNotApplicable(value: string | null): string {
  return value ? formatDisplayDate(value) : NOT_APPLICABLE;
}

/** A price cell: '£1,250.00', or 'N/A' when no price is set. */
export function moneyOrNotApplicable(value: string | null): string {
  return value ? formatMoney(value) : NOT_APPLICABLE;
}

/** The Paid column: a green Paid or a grey Unpaid badge. */
export function PaidBadge({ paid }: { paid: boolean }) {
  return <Badge variant={paid ? 'success' : 'secondary'}>{projectPaidLabel(paid)}</Badge>;
}
