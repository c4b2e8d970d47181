import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb } from '@crm/mocks';
import { GlobalSearch } from './GlobalSearch';
import { renderScreen } from '../../test/render-screen';

function renderSearch(options: Parameters<typeof renderScreen>[1] = {}) {
  return renderScreen(
    <div>
      <GlobalSearch />
      <p>Outside</p>
    </div>,
    options,
  );
}

describe('GlobalSearch', () => {
  it('asks for at least 3 characters and sends nothing before that', async () => {
    let calls = 0;
    const { user } = renderSearch({
      handlers: [
        http.get('http://localhost/api/search', () => {
          calls += 1;
          return HttpResponse.json([]);
        }),
      ],
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ac');
    expect(await screen.findByText('Type at least 3 characters to search')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toBe(0);
  });

  it('says when nothing matches', async () => {
    const { user } = renderSearch();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzqqxx');
    expect(await screen.findByText('No results found for zzqqxx')).toBeInTheDocument();
  });

  it('treats a failed search as no results', async () => {
    const { user } = renderSearch({
      handlers: [
        http.get('http://localhost/api/search', () =>
          HttpResponse.json({ message: 'boom' }, { status: 500 }),
        ),
      ],
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'acme');
    expect(await screen.findByText('No results found for acme')).toBeInTheDocument();
  });

  it('finds a client, opens it with the keyboard and clears the box', async () => {
    const db = createMockDb();
    const client = db.clients[0]!;
    const { user, currentPath } = renderSearch({ db });
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(input, client.name);
    const option = await screen.findByRole('option', { name: new RegExp(client.name) });
    expect(option).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    // Move to the client result (results are grouped by type, clients first).
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe(`/clients/${client.id}`));
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('takes a domain result to its client’s Domains tab', async () => {
    const db = createMockDb();
    const domain = db.domains[0]!;
    const { user, currentPath } = renderSearch({ db });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), domain.domainName);
    // An option's name is its title then its description ('Domain · client · expiry').
    const name = new RegExp(`^${domain.domainName.replace(/\./g, '\\.')}\\s+Domain`);
    await user.click(await screen.findByRole('option', { name }));
    await waitFor(() => expect(currentPath()).toBe(`/clients/${domain.clientId}?tab=domains`));
  });

  it('closes on a click outside', async () => {
    const { user } = renderSearch();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ab');
    expect(await screen.findByText('Type at least 3 characters to search')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    await waitFor(() =>
      expect(screen.queryByText('Type at least 3 characters to search')).not.toBeInTheDocument(),
    );
  });
});
