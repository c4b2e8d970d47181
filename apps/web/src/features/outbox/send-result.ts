import type { OutboxMessage } from '@crm/domain';

/** The toast after a send: what became of the message, in words. */
export function sendResultText(message: OutboxMessage): { title: string; description?: string } {
  const to = message.to.join(', ');
  if (message.status === 'sent') return { title: `Email sent to ${to}` };
  if (message.status === 'not_sent')
    return {
      title: 'Email saved in the outbox',
      description: `${message.lastError ?? 'Not sent'}. Download it from the Outbox to send it yourself.`,
    };
  return {
    title: 'Email queued',
    description: `The mail server did not take it yet (${message.lastError ?? 'waiting'}); it will be tried again.`,
  };
}
