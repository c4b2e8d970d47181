import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEMPLATES, fillTemplate, oneLine } from './email-template.rules';
import { SendDocumentSchema } from './outbox.schema';

describe('email templates', () => {
  it('fill each known placeholder and leave the rest as written', () => {
    const values = {
      client: 'Ñandú Ltd',
      number: 'INV-0042',
      amount: '£1,250.00',
      balance: '£1,000.00',
      dueDate: '8 Dec 2026',
      businessName: 'Zoë Design',
    };
    expect(fillTemplate(DEFAULT_EMAIL_TEMPLATES.invoice.subject, values)).toBe(
      'Invoice INV-0042 from Zoë Design',
    );
    expect(fillTemplate(DEFAULT_EMAIL_TEMPLATES.invoice.body, values)).toContain(
      'Please find attached invoice INV-0042 for £1,250.00, due on 8 Dec 2026.\nThe balance to pay is £1,000.00.',
    );
    expect(fillTemplate('{client} owes {unknown} by {validUntil}', values)).toBe(
      'Ñandú Ltd owes {unknown} by {validUntil}',
    );
    // A value is inserted as it is, never read as a further placeholder or pattern.
    expect(fillTemplate('{client}', { client: '{number} $& $1' })).toBe('{number} $& $1');
    expect(oneLine('Invoice\r\nBcc: x@example.com')).toBe('Invoice Bcc: x@example.com');
  });
});

describe('SendDocumentSchema', () => {
  it('splits address lists, keeps blanks as the default and refuses a bad address by name', () => {
    expect(SendDocumentSchema.parse({})).toEqual({ to: [], cc: [] });
    expect(
      SendDocumentSchema.parse({ to: 'a@x.co.uk; b@y.com ,', cc: ['c@z.org'], subject: ' Hi ' }),
    ).toEqual({ to: ['a@x.co.uk', 'b@y.com'], cc: ['c@z.org'], subject: 'Hi' });
    const wrong = SendDocumentSchema.safeParse({ to: 'a@x.co.uk, not-an-address' });
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'Please enter a valid email address: not-an-address',
    });
    expect(SendDocumentSchema.safeParse({ subject: 'Hi\r\nBcc: evil@x.com' }).success).toBe(false);
    expect(SendDocumentSchema.safeParse('nope').success).toBe(false);
  });
});
