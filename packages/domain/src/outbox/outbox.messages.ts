export const CLIENT_HAS_NO_EMAIL_MESSAGE =
  'This client has no email address: add one to the client, or give the recipients in "to"';
export const NO_MAIL_SERVER_MESSAGE = 'Not sent: no mail server configured';
export const OUTBOX_MESSAGE_NOT_FOUND_MESSAGE = 'Message not found';
