import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertIcon, Button, InfoIcon, Link } from '@crm/ui';
import { VAT_SETTINGS_PATH } from '../../shared/vat';
import { vatThresholdQuery } from './dashboard.queries';

const TITLES = {
  near: 'Nearing the VAT registration threshold',
  over: 'Over the VAT registration threshold',
} as const;

/**
 * The dashboard's VAT registration warning for a business not registered: a notice past £80,000
 * of turnover over 12 months, a warning past £90,000. Nothing while below, or while it loads.
 */
export function VatThresholdBanner() {
  const threshold = useQuery(vatThresholdQuery());
  const titleId = useId();
  if (threshold.isError)
    return (
      <p className="vat-threshold-error" role="alert">
        Failed to check your turnover against the VAT registration threshold.{' '}
        <Button variant="ghost" size="sm" onPress={() => void threshold.refetch()}>
          Try again
        </Button>
      </p>
    );
  const warning = threshold.data?.warning;
  if (!warning) return null;
  const Icon = warning.level === 'over' ? AlertIcon : InfoIcon;
  return (
    <div
      className="vat-threshold"
      data-level={warning.level}
      role={warning.level === 'over' ? 'alert' : 'status'}
      aria-labelledby={titleId}
    >
      <Icon className="vat-threshold-icon" />
      <div className="vat-threshold-text">
        <p id={titleId} className="vat-threshold-title">
          {TITLES[warning.level]}
        </p>
        <p>{warning.message}</p>
        <Link href={VAT_SETTINGS_PATH}>Set up VAT in Settings › VAT</Link>
      </div>
    </div>
  );
}
