import { AlertIcon, Button, EmptyState } from '@crm/ui';

export type LoadErrorProps = {
  /** What failed, e.g. 'Failed to load dashboard metrics'. */
  message: string;
  onRetry?: () => void;
};

/** Shown in place of content whose data could not be loaded, with a way to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div role="alert">
      <EmptyState
        icon={<AlertIcon size={24} />}
        title={message}
        action={
          onRetry ? (
            <Button variant="outline" onPress={onRetry}>
              Try again
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
