import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  FormRow,
  IconButton,
  Select,
  Skeleton,
  TextField,
  TrashIcon,
  useToast,
} from '@crm/ui';
import {
  formatDocumentDate,
  halfYearOf,
  referenceDayOf,
  ReferenceRateSchema,
  SETTINGS_UPDATED_TITLE,
  type ReferenceRate,
} from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { useErrorToast } from '../../lib/error-toast';
import { today } from '../../lib/today';
import { latePaymentRatesQuery, useSaveLatePaymentRates } from './settings.queries';

/** The half-years a new rate can be for: from the current one back three years. */
function halfYearChoices(today: string): { id: string; label: string }[] {
  const choices: { id: string; label: string }[] = [];
  let halfYear = halfYearOf(today);
  for (let n = 0; n < 7; n += 1) {
    choices.push({
      id: halfYear,
      label: `Base rate on ${formatDocumentDate(referenceDayOf(halfYear))} (debts due from ${formatDocumentDate(halfYear)})`,
    });
    const [year, month] = [Number(halfYear.slice(0, 4)), halfYear.slice(5, 7)];
    halfYear = month === '07' ? `${year}-01-01` : `${year - 1}-07-01`;
  }
  return choices;
}

/**
 * Settings › Late payment: the Bank of England reference rates statutory interest is worked out
 * with. The built-in table ends where the product was released; the owner adds each half-year's
 * rate as the Bank publishes it (or corrects one).
 */
export function LatePaymentSection() {
  const rates = useQuery(latePaymentRatesQuery());
  const save = useSaveLatePaymentRates();
  const { toast } = useToast();
  const showError = useErrorToast();
  const choices = halfYearChoices(today());
  const [halfYear, setHalfYear] = useState(choices[0]?.id ?? '');
  const [ratePercent, setRatePercent] = useState('');
  const [error, setError] = useState<string | null>(null);

  const saveOwner = (owner: ReferenceRate[], description: string) =>
    save.mutate(
      { rates: owner },
      {
        onSuccess: () => {
          toast({ title: SETTINGS_UPDATED_TITLE, description });
          setRatePercent('');
        },
        onError: (failure) => showError(failure, 'Failed to save the reference rates'),
      },
    );

  const add = () => {
    const parsed = ReferenceRateSchema.safeParse({ halfYear, ratePercent });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the rate');
      return;
    }
    setError(null);
    const owner = (rates.data?.owner ?? []).filter((rate) => rate.halfYear !== halfYear);
    saveOwner(
      [...owner, parsed.data],
      `Reference rate ${parsed.data.ratePercent}% saved for debts due from ${formatDocumentDate(halfYear)}.`,
    );
  };

  return (
    <Card
      title="Late Payment"
      description="Statutory interest is 8% a year over the Bank of England reference rate: its base rate on 31 December for debts due January to June, on 30 June for July to December."
    >
      {rates.isPending ? (
        <Skeleton height="8rem" aria-label="Loading the reference rates" />
      ) : rates.isError ? (
        <LoadError
          message="Failed to load the reference rates"
          onRetry={() => void rates.refetch()}
        />
      ) : (
        <div className="stack">
          <ul className="late-payment-rates" aria-label="Reference rates">
            {[...rates.data.rates].reverse().map((rate) => {
              const mine = rates.data.owner.some((own) => own.halfYear === rate.halfYear);
              return (
                <li key={rate.halfYear}>
                  <span>
                    {formatDocumentDate(referenceDayOf(rate.halfYear))}:{' '}
                    <strong>{rate.ratePercent}%</strong>
                    {mine ? ' (yours)' : ''}
                  </span>
                  {mine ? (
                    <IconButton
                      size="sm"
                      aria-label={`Remove your rate for ${formatDocumentDate(referenceDayOf(rate.halfYear))}`}
                      onPress={() =>
                        saveOwner(
                          rates.data.owner.filter((own) => own.halfYear !== rate.halfYear),
                          'Reference rate removed.',
                        )
                      }
                    >
                      <TrashIcon />
                    </IconButton>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <FormRow>
            <Select
              label="Half-year"
              items={choices}
              value={halfYear}
              onChange={(key) => key !== null && setHalfYear(String(key))}
            />
            <TextField
              label="Base rate (%)"
              value={ratePercent}
              onChange={(value) => {
                setRatePercent(value);
                setError(null);
              }}
              isInvalid={error !== null}
              errorMessage={error ?? undefined}
            />
          </FormRow>
          <div>
            <Button variant="secondary" onPress={add} isPending={save.isPending}>
              Save Rate
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
