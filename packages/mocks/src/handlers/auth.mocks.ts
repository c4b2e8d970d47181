import { authRoutes, settingsRoutes } from '@crm/api-contract';
import type { ApiToken } from '@crm/api-contract';
import type { CurrentUser } from '@crm/domain';
import { HttpResponse } from 'msw';
import type { MockDb, TokenRow } from '../db/mock-db.types';
import { conflict, invalidField, MockHttpError, notFound } from './mock-errors';
import {
  API_TOKEN_NOT_FOUND,
  CURRENT_PASSWORD_INCORRECT,
  INVALID_CREDENTIALS,
  LOGGED_OUT,
  PASSWORD_CHANGED,
  SETUP_DONE,
  SIGN_IN_PAGE,
} from './mock-messages';
import { mock } from './mock-route';
import { NOT_SIGNED_IN_MESSAGE } from './answer-route';

function currentUser(db: MockDb): CurrentUser {
  if (!db.account || !db.signedIn) throw new MockHttpError(401, NOT_SIGNED_IN_MESSAGE);
  return structuredClone(db.account.user);
}

const listed = ({ token: _token, ...token }: TokenRow): ApiToken => token;

export const authMocks = [
  mock(authRoutes.login, ({ db, body }) => {
    const account = db.account;
    if (!account || account.user.email?.toLowerCase() !== body.email || account.password !== body.password) {
      throw new MockHttpError(401, INVALID_CREDENTIALS);
    }
    db.signedIn = true;
    return structuredClone(account.user);
  }),

  mock(authRoutes.user, ({ db }) => currentUser(db)),

  mock(authRoutes.logout, ({ db }) => {
    db.signedIn = false;
    return { message: LOGGED_OUT };
  }),

  mock(authRoutes.logoutLink, ({ db }) => {
    db.signedIn = false;
    return new HttpResponse(null, { status: 302, headers: { Location: SIGN_IN_PAGE } });
  }),

  mock(authRoutes.changePassword, ({ db, body }) => {
    const account = db.account;
    if (!account || account.password !== body.currentPassword) throw invalidField('currentPassword', CURRENT_PASSWORD_INCORRECT);
    account.password = body.newPassword;
    return { message: PASSWORD_CHANGED };
  }),

  mock(authRoutes.setupStatus, ({ db }) => ({ needsSetup: db.account === null })),

  mock(authRoutes.setup, ({ db, body }) => {
    if (db.account) throw conflict(SETUP_DONE);
    const user: CurrentUser = {
      id: db.newId(),
      username: body.email.split('@')[0] ?? body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
    };
    db.account = { user, password: body.password };
    db.signedIn = true;
    return structuredClone(user);
  }),

  mock(authRoutes.listTokens, ({ db }) => ({ tokens: db.tokens.map(listed), total: db.tokens.length })),

  mock(authRoutes.createToken, ({ db, body }) => {
    const id = db.newId();
    const row: TokenRow = { id, name: body.name, createdAt: db.now(), lastUsedAt: null, token: `crm_mock_${id.replaceAll('-', '')}` };
    db.tokens.push(row);
    return structuredClone(row);
  }),

  mock(authRoutes.deleteToken, ({ db, params }) => {
    if (!db.tokens.some((t) => t.id === params.id)) throw notFound(API_TOKEN_NOT_FOUND);
    db.tokens = db.tokens.filter((t) => t.id !== params.id);
  }, { notFound: API_TOKEN_NOT_FOUND }),

  mock(settingsRoutes.getNotifications, ({ db }) => ({ ...db.notifications })),

  mock(settingsRoutes.updateNotifications, ({ db, body }) => {
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'boolean') db.notifications[key as keyof typeof db.notifications] = value;
    }
    return { ...db.notifications };
  }),
];
