import {
  BusinessProfileSchema,
  BusinessProfileUpdateSchema,
  EmailTemplatesSchema,
  EmailTemplatesUpdateSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
  LatePaymentRatesSchema,
  MailServerSchema,
  MailServerUpdateSchema,
  TestEmailResultSchema,
  TestEmailSchema,
  LatePaymentRatesUpdateSchema,
  ReminderSettingsSchema,
  ReminderSettingsUpdateSchema,
  VatSettingsSchema,
  VatSettingsUpdateSchema,
} from '@crm/domain';
import { z } from 'zod';
import { defineRoute } from './route';

export const settingsRoutes = {
  getNotifications: defineRoute({
    method: 'get',
    path: '/api/settings/notifications',
    summary: "The signed-in user's notification preferences (defaults until changed)",
    tag: 'settings',
    response: NotificationPreferencesSchema,
  }),
  updateNotifications: defineRoute({
    method: 'put',
    path: '/api/settings/notifications',
    summary: 'Change notification preferences (only the toggles sent)',
    tag: 'settings',
    body: NotificationPreferencesUpdateSchema,
    response: NotificationPreferencesSchema,
  }),
  getReminders: defineRoute({
    method: 'get',
    path: '/api/settings/reminders',
    summary: 'The reminder schedule (each step on or off) and the London hour messages go out from',
    tag: 'settings',
    response: ReminderSettingsSchema,
  }),
  updateReminders: defineRoute({
    method: 'put',
    path: '/api/settings/reminders',
    summary: 'Change the reminder schedule or the send hour (only what is sent)',
    tag: 'settings',
    body: ReminderSettingsUpdateSchema,
    response: ReminderSettingsSchema,
  }),
  getLatePaymentRates: defineRoute({
    method: 'get',
    path: '/api/settings/late-payment',
    summary:
      'Bank of England reference rates for statutory interest: the built-in table, your additions, and the two merged',
    tag: 'settings',
    response: LatePaymentRatesSchema,
  }),
  updateLatePaymentRates: defineRoute({
    method: 'put',
    path: '/api/settings/late-payment',
    summary:
      'Replace your reference rates ({ rates: [{ halfYear: "2026-07-01", ratePercent: "3.75" }] }); yours win over the built-in table',
    tag: 'settings',
    body: LatePaymentRatesUpdateSchema,
    response: LatePaymentRatesSchema,
  }),
  getEmailTemplates: defineRoute({
    method: 'get',
    path: '/api/settings/email-templates',
    summary:
      'The wording of invoice, quote and reminder emails, with {placeholders}; the default for each kind never changed',
    tag: 'settings',
    response: EmailTemplatesSchema,
  }),
  updateEmailTemplates: defineRoute({
    method: 'put',
    path: '/api/settings/email-templates',
    summary:
      'Replace the templates of the kinds sent ({ invoice?: { subject, body }, ... }); null puts a kind back to the default',
    tag: 'settings',
    body: EmailTemplatesUpdateSchema,
    response: EmailTemplatesSchema,
  }),
  getVat: defineRoute({
    method: 'get',
    path: '/api/settings/vat',
    summary:
      "Settings › VAT: registered or not, the VAT number (the business profile's), the scheme, the flat rate percentage and the default line rate",
    tag: 'settings',
    response: VatSettingsSchema,
  }),
  updateVat: defineRoute({
    method: 'put',
    path: '/api/settings/vat',
    summary:
      'Change VAT settings (only the fields sent); registered needs a VAT number, the flat rate scheme its percentage',
    tag: 'settings',
    body: VatSettingsUpdateSchema,
    response: VatSettingsSchema,
  }),
  getEmailServer: defineRoute({
    method: 'get',
    path: '/api/settings/email',
    summary:
      'The mail server in force: from CRM_SMTP_URL (source "environment"), Settings (source "settings") or none; never its password',
    tag: 'settings',
    response: MailServerSchema,
  }),
  updateEmailServer: defineRoute({
    method: 'put',
    path: '/api/settings/email',
    summary:
      'Save the mail server ({ host, port, security: "tls" | "starttls" | "none", username?, password?, fromAddress? }); the password is stored encrypted, and left out keeps the saved one. 409 when CRM_SMTP_URL is set',
    tag: 'settings',
    body: MailServerUpdateSchema,
    response: MailServerSchema,
  }),
  deleteEmailServer: defineRoute({
    method: 'delete',
    path: '/api/settings/email',
    summary: 'Forget the saved mail server: messages are then kept in the outbox as not sent',
    tag: 'settings',
    response: MailServerSchema,
  }),
  sendTestEmail: defineRoute({
    method: 'post',
    path: '/api/settings/email/test',
    summary:
      'Send a test email through the mail server in force, to { to } or the signed-in user; 502 with the server’s answer when it refuses',
    tag: 'settings',
    body: TestEmailSchema,
    response: TestEmailResultSchema,
  }),
  getBusiness: defineRoute({
    method: 'get',
    path: '/api/settings/business',
    summary: 'The business profile printed on invoices and quotes (empty until saved)',
    tag: 'settings',
    response: BusinessProfileSchema,
  }),
  updateBusiness: defineRoute({
    method: 'put',
    path: '/api/settings/business',
    summary:
      'Save the whole business profile (fields left out are cleared; payment details are checked and stored normalised)',
    tag: 'settings',
    body: BusinessProfileUpdateSchema,
    response: BusinessProfileSchema,
  }),
  getLogo: defineRoute({
    method: 'get',
    path: '/api/settings/business/logo',
    summary: "The business logo's image (404 when there is none)",
    tag: 'settings',
    contentType: 'application/octet-stream',
  }),
  putLogo: defineRoute({
    method: 'put',
    path: '/api/settings/business/logo',
    summary: 'Replace the business logo (multipart field "file": PNG or JPEG, at most 1 MB)',
    tag: 'settings',
    requestContentType: 'multipart/form-data',
    body: z.object({}),
    response: BusinessProfileSchema,
  }),
  deleteLogo: defineRoute({
    method: 'delete',
    path: '/api/settings/business/logo',
    summary: 'Remove the business logo',
    tag: 'settings',
    response: BusinessProfileSchema,
  }),
} as const;
