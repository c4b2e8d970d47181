import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb, MOCK_EMAIL, MOCK_PASSWORD } from '@crm/mocks';
import { App } from './App';
import { renderScreen } from '../test/render-screen';

describe('App: sign-in guard and routes', () => {
  it('sends a signed-out user to sign in, then back to the page they asked for', async () => {
    const db = createMockDb({ signedIn: false });
    const { user, currentPath } = renderScreen(<App />, { path: '/settings', db });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login?next=%2Fsettings');

    await user.type(screen.getByLabelText(/Email/), MOCK_EMAIL);
    await user.type(screen.getByLabelText(/Password/), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(currentPath()).toBe('/settings');
  });

  it('checks the form before sending and shows the server refusal of a wrong password', async () => {
    const db = createMockDb({ signedIn: false });
    const { user } = renderScreen(<App />, { path: '/login', db });

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Email/), MOCK_EMAIL);
    await user.type(screen.getByLabelText(/Password/), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(db.signedIn).toBe(false);
  });

  it('offers the one-time account creation on a fresh install', async () => {
    const db = createMockDb({ needsSetup: true });
    const { user, currentPath } = renderScreen(<App />, { path: '/', db });

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(currentPath()).toBe('/setup');

    await user.type(screen.getByLabelText(/^Email/), 'owner@example.co.uk');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(db.account?.user.email).toBe('owner@example.co.uk');
  });

  it('offers to try again when the session cannot be checked', async () => {
    let failures = 1;
    const db = createMockDb();
    const { user } = renderScreen(<App />, {
      path: '/',
      db,
      handlers: [
        http.get('http://localhost/api/auth/user', () =>
          failures-- > 0
            ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })
            : undefined,
        ),
      ],
    });
    expect(await screen.findByText('Could not check your session')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderScreen(<App />, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('signs the user out when a call answers 401 later on', async () => {
    const db = createMockDb();
    const { user, currentPath } = renderScreen(<App />, { path: '/settings', db });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();

    db.signedIn = false;
    await user.click(screen.getByRole('button', { name: 'Revenue Report' }));
    await waitFor(() => expect(currentPath()).toBe('/login?next=%2Fsettings'));
  });
});
