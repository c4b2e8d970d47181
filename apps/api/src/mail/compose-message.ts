import MailComposer from 'nodemailer/lib/mail-composer';

export type OutgoingMail = {
  from: string;
  to: readonly string[];
  cc: readonly string[];
  subject: string;
  text: string;
  attachments: readonly { filename: string; content: Buffer; contentType: string }[];
};

/**
 * The whole message as MIME source: what is sent, and what the outbox keeps to read back and
 * download as .eml. Building it once means a retry sends exactly the same message.
 */
export async function composeMessage(
  mail: OutgoingMail,
  { date }: { date: Date },
): Promise<string> {
  const composer = new MailComposer({
    from: mail.from,
    to: [...mail.to],
    cc: [...mail.cc],
    subject: mail.subject,
    text: mail.text,
    date,
    attachments: mail.attachments.map((attachment) => ({ ...attachment })),
  });
  const bytes = await composer.compile().build();
  return bytes.toString('utf8');
}
