import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { createMockDb } from '@crm/mocks';
import { ClientPicker } from './ClientPicker';
import { renderScreen } from '../../test/render-screen';

function Harness({
  initial = null,
  onChange,
}: {
  initial?: string | null;
  onChange: (id: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ClientPicker
      label="Client"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ClientPicker', { timeout: 60_000 }, () => {
  it('searches on the server, 20 at a time, and picks a client', async () => {
    const db = createMockDb();
    const searches: string[] = [];
    const onChange = vi.fn();
    const { user } = renderScreen(<Harness onChange={onChange} />, {
      db,
      handlers: [
        http.get('http://localhost/api/clients', ({ request }) => {
          const url = new URL(request.url);
          expect(url.searchParams.get('limit')).toBe('20');
          searches.push(url.searchParams.get('search') ?? '');
          return undefined;
        }),
      ],
    });
    const input = screen.getByRole('combobox', { name: 'Client' });
    await user.click(input);
    expect(
      await screen.findByText('Showing 20 of 32 clients: type to narrow the list'),
    ).toBeInTheDocument();

    await user.type(input, 'physio');
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /Bennett/ })).not.toBeInTheDocument(),
    );
    const option = screen.getByRole('option', { name: /Campbell Physio Ltd/ });
    // Debounced: one search for the whole word, never one per keystroke.
    expect(searches.filter((s) => s !== '')).toEqual(['physio']);
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith(db.clients.find((c) => c.name === 'Isla Campbell')!.id);
    await waitFor(() => expect(input).toHaveValue('Campbell Physio Ltd'));
  });

  it('searches nothing until its list opens', async () => {
    const db = createMockDb();
    const searches: string[] = [];
    const { user } = renderScreen(<Harness initial={db.clients[0]!.id} onChange={vi.fn()} />, {
      db,
      handlers: [
        http.get('http://localhost/api/clients', ({ request }) => {
          searches.push(new URL(request.url).searchParams.get('search') ?? '');
          return undefined;
        }),
      ],
    });
    const input = screen.getByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(input).toHaveValue('Bennett & Sons Joinery'));
    expect(searches).toEqual([]);
    await user.click(input);
    expect(
      await screen.findByText('Showing 20 of 32 clients: type to narrow the list'),
    ).toBeInTheDocument();
    expect(searches).toEqual(['']);
  });

  it('shows the chosen client by name and says when nothing matches', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<Harness initial={db.clients[0]!.id} onChange={vi.fn()} />, {
      db,
    });
    const input = screen.getByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(input).toHaveValue('Bennett & Sons Joinery'));
    await user.clear(input);
    await user.type(input, 'qqqq');
    expect(await screen.findByText('No clients found')).toBeInTheDocument();
  });
});
