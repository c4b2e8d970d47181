import { AlertIcon, Button, ChevronLeftIcon, EmptyState } from '@crm/ui';
import { PageHeader } from './PageHeader';

export type RecordNotFoundProps = {
  /** 'Client', 'Invoice', 'Project': the heading says '{record} not found'. */
  record: string;
  /** Where Back goes, e.g. 'Clients'. */
  backTo: string;
  onBack: () => void;
};

/** A record's page when the address names none: what happened, and the way back to its list. */
export function RecordNotFound({ record, backTo, onBack }: RecordNotFoundProps) {
  return (
    <div className="page" role="alert">
      <PageHeader title={`${record} not found`} />
      <EmptyState
        icon={<AlertIcon size={24} />}
        title={`This ${record.toLowerCase()} does not exist or has been deleted.`}
        action={
          <Button variant="outline" onPress={onBack}>
            <ChevronLeftIcon />
            Back to {backTo}
          </Button>
        }
      />
    </div>
  );
}
