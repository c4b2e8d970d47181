import { authRoutes, settingsRoutes } from '@crm/api-contract';
import type { ApiToken } from '@crm/api-contract';
import {
  BOE_REFERENCE_RATES,
  storedEmailTemplates,
  updatedEmailTemplates,
  mergedReferenceRates,
  API_TOKEN_NOT_FOUND_MESSAGE,
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LOGGED_OUT_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  SETUP_DONE_MESSAGE,
  SIGN_IN_PAGE,
  updatedNotificationPreferences,
  updatedReminderSettings,
  usernameFromEmail,
} from '@crm/domain';
import type { CurrentUser } from '@crm/domain';
import { HttpResponse } from 'msw';
import type { MockDb, TokenRow } from '../db/mock-db.types';
import { conflict, invalidField, MockHttpError, notFound } from './mock-errors';
import { mock } from './mock-route';

function currentUser(db: MockDb): CurrentUser {
  if (!db.account || !db.signedIn) throw new MockHttpError(401, NOT_SIGNED_IN_MESSAGE);
  return structuredClone(db.account.user);
}

const listed = ({ token: _token, ...token }: TokenRow): ApiToken => token;

function latePaymentRatesOf(db: MockDb) {
  return {
    builtIn: [...BOE_REFERENCE_RATES],
    owner: structuredClone(db.latePaymentRates),
    rates: mergedReferenceRates(db.latePaymentRates),
  };
}

export const authMocks = [
  mock(authRoutes.login, ({ db, body }) => {
    const account = db.account;
    if (
      !account ||
      account.user.email?.toLowerCase() !== body.email ||
      account.password !== body.password
    ) {
      throw new MockHttpError(401, INVALID_CREDENTIALS_MESSAGE);
    }
    db.signedIn = true;
    return structuredClone(account.user);
  }),

  mock(authRoutes.user, ({ db }) => currentUser(db)),

  mock(authRoutes.logout, ({ db }) => {
    db.signedIn = false;
    return { message: LOGGED_OUT_MESSAGE };
  }),

  mock(authRoutes.logoutLink, ({ db }) => {
    db.signedIn = false;
    return new HttpResponse(null, { status: 302, headers: { Location: SIGN_IN_PAGE } });
  }),

  mock(authRoutes.changePassword, ({ db, body }) => {
    const account = db.account;
    if (!account || account.password !== body.currentPassword)
      throw invalidField('currentPassword', CURRENT_PASSWORD_INCORRECT_MESSAGE);
    account.password = body.newPassword;
    return { message: PASSWORD_CHANGED_MESSAGE };
  }),

  mock(authRoutes.setupStatus, ({ db }) => ({ needsSetup: db.account === null })),

  mock(authRoutes.setup, ({ db, body }) => {
    if (db.account) throw conflict(SETUP_DONE_MESSAGE);
    const user: CurrentUser = {
      id: db.newId(),
      username: usernameFromEmail(body.email),
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
    };
    db.account = { user, password: body.password };
    db.signedIn = true;
    return structuredClone(user);
  }),

  mock(authRoutes.listTokens, ({ db }) => ({
    tokens: db.tokens.map(listed),
    total: db.tokens.length,
  })),

  mock(authRoutes.createToken, ({ db, body }) => {
    const id = db.newId();
    const row: TokenRow = {
      id,
      name: body.name,
      createdAt: db.now(),
      lastUsedAt: null,
      token: `crm_mock_${id.replaceAll('-', '')}`,
    };
    db.tokens.push(row);
    return structuredClone(row);
  }),

  mock(
    authRoutes.deleteToken,
    ({ db, params }) => {
      if (!db.tokens.some((t) => t.id === params.id)) throw notFound(API_TOKEN_NOT_FOUND_MESSAGE);
      db.tokens = db.tokens.filter((t) => t.id !== params.id);
    },
    { notFound: API_TOKEN_NOT_FOUND_MESSAGE },
  ),

  mock(settingsRoutes.getNotifications, ({ db }) => ({ ...db.notifications })),

  mock(settingsRoutes.getReminders, ({ db }) => structuredClone(db.reminders)),

  mock(settingsRoutes.getLatePaymentRates, ({ db }) => latePaymentRatesOf(db)),

  mock(settingsRoutes.getEmailTemplates, ({ db }) => storedEmailTemplates(db.emailTemplates)),

  mock(settingsRoutes.updateEmailTemplates, ({ db, body }) => {
    db.emailTemplates = updatedEmailTemplates(db.emailTemplates, body);
    return storedEmailTemplates(db.emailTemplates);
  }),

  mock(settingsRoutes.updateLatePaymentRates, ({ db, body }) => {
    db.latePaymentRates = [...body.rates].sort((a, b) => a.halfYear.localeCompare(b.halfYear));
    return latePaymentRatesOf(db);
  }),

  mock(settingsRoutes.updateReminders, ({ db, body }) => {
    db.reminders = updatedReminderSettings(db.reminders, body);
    return structuredClone(db.reminders);
  }),

  mock(settingsRoutes.updateNotifications, ({ db, body }) => {
    db.notifications = updatedNotificationPreferences(db.notifications, body);
    return { ...db.notifications };
  }),
];
