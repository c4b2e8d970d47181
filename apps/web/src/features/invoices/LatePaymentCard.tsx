import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from '@crm/ui';
import { formatMoney, missingRateMessage } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { invoiceLatePaymentQuery } from './invoices.queries';
import './invoices.css';

/**
 * What the client owes under the Late Payment of Commercial Debts (Interest) Act 1998 on top of
 * the invoice, today. Shown only when the client has claims switched on.
 */
export function LatePaymentCard({ invoiceId, isPaid }: { invoiceId: string; isPaid: boolean }) {
  const late = useQuery(invoiceLatePaymentQuery(invoiceId));
  if (late.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading the late payment claim">
        <Skeleton height="6rem" />
      </div>
    );
  if (late.isError)
    return (
      <LoadError
        message="Failed to load the late payment claim"
        onRetry={() => void late.refetch()}
      />
    );
  if (!late.data.enabled) return null;
  const { claim } = late.data;
  return (
    <Card
      title="Late Payment Claim"
      description="Statutory interest and fixed compensation (Late Payment of Commercial Debts (Interest) Act 1998)"
    >
      {claim === null ? (
        <p className="invoice-detail-note">
          {isPaid
            ? 'Nothing to claim: the invoice is paid.'
            : 'Nothing to claim: the invoice is not overdue.'}
        </p>
      ) : (
        <dl className="invoice-claim">
          <dt>Days overdue</dt>
          <dd>{claim.daysOverdue}</dd>
          <dt>Interest</dt>
          <dd>
            {claim.interest === null
              ? missingRateMessage(claim.missingRateDay ?? '')
              : `${formatMoney(claim.interest)} at ${claim.interestRatePercent}% a year (8% over the ${claim.referenceRatePercent}% reference rate)`}
          </dd>
          <dt>Fixed compensation</dt>
          <dd>{formatMoney(claim.compensation)}</dd>
          {claim.total !== null ? (
            <>
              <dt>Total claim</dt>
              <dd>
                <strong>{formatMoney(claim.total)}</strong>
              </dd>
            </>
          ) : null}
        </dl>
      )}
    </Card>
  );
}
