import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@crm/api-client';
import { Button, Card, DownloadIcon, Select, Skeleton, TextField } from '@crm/ui';
import {
  VAT_SCHEME_LABELS,
  VAT_STAGGER_LABELS,
  VatPeriodQuerySchema,
  vatQuarterOf,
  type VatPeriodQuery,
} from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { serverMessageOf, useErrorToast } from '../../lib/error-toast';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../lib/form-errors';
import { today } from '../../lib/today';
import { useVatSettings } from '../../shared/vat';
import { choiceOf, CUSTOM_PERIOD, periodLabel, recentQuarters } from './vat-period';
import { useVatReturnDownload, vatReturnQuery } from './vat-return.queries';
import { NotRegistered, ReturnBody } from './VatReturnBody';
import './reports.css';

const FAILED_MESSAGE = 'Failed to load the VAT return';

/** /reports/vat: the nine boxes of a VAT return for a period, and the evidence behind them. */
export function VatReturnScreen() {
  const vat = useVatSettings();
  const stagger = vat.settings?.stagger ?? 1;
  const quarters = useMemo(() => recentQuarters(today(), stagger), [stagger]);
  // The business's quarter that holds today first, as the API answers when no period is asked
  // for, until the owner picks another period.
  const [chosen, setChosen] = useState<{ from: string; to: string } | null>(null);
  const { from, to } = chosen ?? vatQuarterOf(today(), stagger);
  const setFrom = (day: string) => setChosen({ from: day, to });
  const setTo = (day: string) => setChosen({ from, to: day });
  // The domain's check first (the end on or after the start); the server's 400 as a fallback.
  const parsed = VatPeriodQuerySchema.safeParse({ from, to });
  const period: VatPeriodQuery | null = parsed.success ? parsed.data : null;
  const report = useQuery({
    ...vatReturnQuery(period ?? { from: null, to: null }),
    enabled: vat.registered && period !== null,
  });
  const download = useVatReturnDownload();
  const showError = useErrorToast();

  const refused = isApiError(report.error) && report.error.status === 400;
  const errors: FieldErrors = parsed.success
    ? refused
      ? fieldErrorsFromApi(report.error)
      : {}
    : fieldErrorsFromZod(parsed.error);
  const shown = period !== null && !refused ? report.data : undefined;

  const save = (format: 'csv' | 'json') =>
    shown &&
    download.mutate(
      { period: { from: shown.from, to: shown.to }, format },
      {
        onError: (error) =>
          showError(error, `Failed to download the VAT return ${format.toUpperCase()}`),
      },
    );
  const downloadButton = (format: 'csv' | 'json') => (
    <Button
      variant="outline"
      isDisabled={!shown}
      isPending={download.isPending && download.variables?.format === format}
      onPress={() => save(format)}
    >
      <DownloadIcon />
      {`Download ${format.toUpperCase()}`}
    </Button>
  );

  // Nothing below the dates while they are refused: their messages say why.
  const returnContent = () => {
    if (period === null || (refused && Object.keys(errors).length > 0)) return null;
    if (report.isPending) return <Skeleton height="12rem" aria-label="Loading the VAT return" />;
    if (report.isError) {
      // A refusal (400, or 409 for a flat rate scheme without its percentage) says why.
      const why = isApiError(report.error) && report.error.status < 500;
      const message = (why ? serverMessageOf(report.error) : undefined) ?? FAILED_MESSAGE;
      return <LoadError message={message} onRetry={() => void report.refetch()} />;
    }
    return shown ? <ReturnBody vatReturn={shown} /> : null;
  };

  const choices = [...quarters, { id: CUSTOM_PERIOD, label: 'Custom dates' }];
  const choose = (id: string) => {
    const quarter = quarters.find((choice) => choice.id === id);
    if (quarter) setChosen({ from: quarter.from, to: quarter.to });
  };

  return (
    <div className="page">
      <PageHeader
        title="VAT Return"
        description="The nine boxes of your VAT return, under HMRC's names, with the sales and purchases behind them."
        actions={
          vat.registered ? (
            <>
              {downloadButton('csv')}
              {downloadButton('json')}
            </>
          ) : undefined
        }
      />
      {vat.isPending ? (
        <Skeleton height="12rem" aria-label="Loading the VAT settings" />
      ) : vat.isError ? (
        <LoadError message="Failed to load the VAT settings" onRetry={vat.refetch} />
      ) : !vat.registered ? (
        <Card>
          <NotRegistered />
        </Card>
      ) : (
        <Card
          title={shown ? `Return for ${periodLabel(shown)}` : 'Return for the period'}
          description={
            shown ? `Worked out under the ${VAT_SCHEME_LABELS[shown.scheme]} scheme.` : undefined
          }
        >
          <div className="stack">
            <div className="vat-period">
              <Select
                label="Period"
                description={`Your VAT quarters end in ${VAT_STAGGER_LABELS[stagger]} (Settings › VAT).`}
                items={choices}
                value={choiceOf(quarters, from, to)}
                onChange={(key) => key !== null && choose(String(key))}
              />
              <TextField
                label="From"
                type="date"
                value={from}
                onChange={setFrom}
                isInvalid={Boolean(errors['from'])}
                errorMessage={errors['from']}
              />
              <TextField
                label="To"
                type="date"
                value={to}
                onChange={setTo}
                isInvalid={Boolean(errors['to'])}
                errorMessage={errors['to']}
              />
            </div>
            {returnContent()}
          </div>
        </Card>
      )}
    </div>
  );
}
