import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DocumentLink, Link } from './Link';

describe('Link', () => {
  it('navigates app paths through the RouterProvider', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/clients/42?tab=domains">Open client</Link>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Open client' }));
    expect(navigate).toHaveBeenCalledWith('/clients/42?tab=domains', undefined);
  });

  it('DocumentLink is a plain anchor', () => {
    render(<DocumentLink href="/api/logout">Logout</DocumentLink>);
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
  });
});
