import { OutboxScreen } from '../features/outbox';

export function OutboxPage() {
  return <OutboxScreen />;
}
