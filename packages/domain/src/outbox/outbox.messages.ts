export const CLIENT_HAS_NO_EMAIL_MESSAGE =
  'This client has no email address: add one to the client, or give the recipients in "to"';
export const NO_MAIL_SERVER_MESSAGE = 'Not sent: no mail server configured';
export const OUTBOX_MESSAGE_NOT_FOUND_MESSAGE = 'Message not found';
export const INTERRUPTED_SEND_MESSAGE =
  'The server stopped while sending this message, so it may have gone out: retry it only if the recipient did not get it';
export const PLANNED_MESSAGE_NOT_FOUND_MESSAGE =
  'That planned message is not planned any more: it was sent, skipped or is no longer due';
export const REMINDER_NO_LONGER_DUE_MESSAGE =
  'Not sent: the invoice was paid (or deleted) before the reminder went';
