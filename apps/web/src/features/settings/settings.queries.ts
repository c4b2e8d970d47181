import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenCreated } from '@crm/api-contract';
import type {
  BusinessProfile,
  BusinessProfileUpdateInput,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  PasswordChange,
  EmailTemplatesUpdate,
  LatePaymentRatesUpdate,
  MailServerInput,
  TestEmail,
  ReminderSettings,
  ReminderSettingsUpdate,
  VatSettingsUpdateInput,
} from '@crm/domain';
import { authRoutes, calendarRoutes, settingsRoutes } from '@crm/api-contract';
import { api } from '../../lib/api';
import { dashboardKeys, invalidateAfter, vatKeys } from '../../shared/cache';

const settingsKeys = {
  health: ['health'] as const,
  notifications: ['settings', 'notifications'] as const,
  reminders: ['settings', 'reminders'] as const,
  latePayment: ['settings', 'late-payment'] as const,
  calendar: ['settings', 'calendar'] as const,
  emailTemplates: ['settings', 'email-templates'] as const,
  emailServer: ['settings', 'email'] as const,
  tokens: ['auth', 'tokens'] as const,
};

/** Version and database in use (GET /api/health). */
export const healthQuery = () =>
  queryOptions({
    queryKey: settingsKeys.health,
    queryFn: ({ signal }) => api.health.get({ signal }),
  });

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.notifications,
    queryFn: ({ signal }) => api.request(settingsRoutes.getNotifications, { signal }),
  });

/** Saves one or more toggles; the switch moves at once and moves back if saving fails. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesUpdate) =>
      api.request(settingsRoutes.updateNotifications, { body }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.notifications });
      const previous = queryClient.getQueryData<NotificationPreferences>(
        settingsKeys.notifications,
      );
      if (previous)
        queryClient.setQueryData(settingsKeys.notifications, { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(settingsKeys.notifications, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.notifications, saved),
  });
}

export const reminderSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.reminders,
    queryFn: ({ signal }) => api.request(settingsRoutes.getReminders, { signal }),
  });

/** Saves the reminder schedule; the control moves at once and moves back if saving fails. */
export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsUpdate) =>
      api.request(settingsRoutes.updateReminders, { body }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.reminders });
      const previous = queryClient.getQueryData<ReminderSettings>(settingsKeys.reminders);
      if (previous)
        queryClient.setQueryData(settingsKeys.reminders, {
          steps: { ...previous.steps, ...change.steps },
          sendHour: change.sendHour ?? previous.sendHour,
        });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(settingsKeys.reminders, context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.reminders, saved);
      // What is planned follows the schedule.
      void invalidateAfter(queryClient, 'outbox');
    },
  });
}

export const latePaymentRatesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.latePayment,
    queryFn: ({ signal }) => api.request(settingsRoutes.getLatePaymentRates, { signal }),
  });

/** Replaces the owner's reference rates; claims on invoices follow. */
export function useSaveLatePaymentRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LatePaymentRatesUpdate) =>
      api.request(settingsRoutes.updateLatePaymentRates, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.latePayment, saved);
      void invalidateAfter(queryClient, 'invoice');
    },
  });
}

/** The private address of the calendar feed (made on first ask). */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: settingsKeys.calendar,
    queryFn: ({ signal }) => api.request(calendarRoutes.feed, { signal }),
  });

/** Gives the feed a new address; the old one stops working. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(calendarRoutes.rotate, {}),
    onSuccess: (feed) => queryClient.setQueryData(settingsKeys.calendar, feed),
  });
}

export const emailTemplatesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.emailTemplates,
    queryFn: ({ signal }) => api.request(settingsRoutes.getEmailTemplates, { signal }),
  });

/** Saves one kind's template (or null: back to the default); planned reminders follow. */
export function useSaveEmailTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailTemplatesUpdate) =>
      api.request(settingsRoutes.updateEmailTemplates, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.emailTemplates, saved);
      void invalidateAfter(queryClient, 'outbox');
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => api.request(authRoutes.changePassword, { body }),
  });
}

export const apiTokensQuery = () =>
  queryOptions({
    queryKey: settingsKeys.tokens,
    queryFn: ({ signal }) => api.request(authRoutes.listTokens, { signal }),
  });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string): Promise<ApiTokenCreated> =>
      api.request(authRoutes.createToken, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.tokens }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(authRoutes.deleteToken, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.tokens }),
  });
}

const businessKey = ['settings', 'business'] as const;

/** Who the invoices and quotes come from (GET /api/settings/business). */
export const businessProfileQuery = () =>
  queryOptions({
    queryKey: businessKey,
    queryFn: ({ signal }) => api.request(settingsRoutes.getBusiness, { signal }),
  });

function useSetsBusinessProfile<T>(mutationFn: (input: T) => Promise<BusinessProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => {
      queryClient.setQueryData(businessKey, saved);
      // Settings › VAT shows the profile's VAT number.
      void queryClient.invalidateQueries({ queryKey: vatKeys.settings });
    },
  });
}

/**
 * Saves Settings › VAT (only the fields sent). The VAT number is the business profile's, the
 * return follows the scheme, and the threshold warning is for a business not registered.
 */
export function useSaveVatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VatSettingsUpdateInput) => api.request(settingsRoutes.updateVat, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(vatKeys.settings, saved);
      for (const queryKey of [businessKey, vatKeys.returns, dashboardKeys.vatThreshold])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const useSaveBusinessProfile = () =>
  useSetsBusinessProfile((body: BusinessProfileUpdateInput) =>
    api.request(settingsRoutes.updateBusiness, { body }),
  );

export const useUploadLogo = () =>
  useSetsBusinessProfile((file: File) => {
    const form = new FormData();
    form.set('file', file);
    return api.settings.putLogo(form);
  });

export const useRemoveLogo = () =>
  useSetsBusinessProfile(() => api.request(settingsRoutes.deleteLogo, {}));

/** The logo's address; its update time in the query makes a new logo bypass the cache. */
export function businessLogoUrl(logo: { updatedAt: string }): string {
  return `/api/settings/business/logo?v=${encodeURIComponent(logo.updatedAt)}`;
}

/** The mail server in force (GET /api/settings/email): environment, Settings or none. */
export const emailServerQuery = () =>
  queryOptions({
    queryKey: settingsKeys.emailServer,
    queryFn: ({ signal }) => api.request(settingsRoutes.getEmailServer, { signal }),
  });

export function useSaveEmailServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailServerInput) => api.request(settingsRoutes.updateEmailServer, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.emailServer, saved),
  });
}

export function useForgetEmailServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(settingsRoutes.deleteEmailServer, {}),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.emailServer, saved),
  });
}

export const useSendTestEmail = () =>
  useMutation({
    mutationFn: (body: TestEmail) => api.request(settingsRoutes.sendTestEmail, { body }),
  });
