import { NotificationPreferencesSchema, NotificationPreferencesUpdateSchema } from '@crm/domain';
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
} as const;
