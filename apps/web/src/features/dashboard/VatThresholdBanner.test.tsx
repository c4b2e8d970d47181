import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vatThresholdWarning } from '@crm/domain';
import { DashboardScreen } from './DashboardScreen';
import { dashboardKeys } from '../../shared/cache';
import { renderScreen } from '../../test/render-screen';
import { vatThresholdHandler } from '../../stories/vat-stories';

describe('Dashboard: the VAT registration threshold', () => {
  it('gives a notice near the threshold, with a link to Settings › VAT', async () => {
    renderScreen(<DashboardScreen />, { handlers: [vatThresholdHandler('near')] });
    const notice = await screen.findByRole('status', {
      name: 'Nearing the VAT registration threshold',
    });
    expect(notice).toHaveTextContent(vatThresholdWarning(8_425_000)!.message);
    expect(within(notice).getByRole('link', { name: /Settings › VAT/ })).toHaveAttribute(
      'href',
      '/settings#vat',
    );
    // At the top: before the metrics.
    const metrics = screen.getByRole('region', { name: 'Total Clients' });
    expect(notice.compareDocumentPosition(metrics) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('warns when over it', async () => {
    renderScreen(<DashboardScreen />, { handlers: [vatThresholdHandler('over')] });
    const warning = await screen.findByRole('alert', {
      name: 'Over the VAT registration threshold',
    });
    expect(warning).toHaveTextContent('you must register for VAT within 30 days');
  });

  it('shows nothing below it', async () => {
    const { queryClient } = renderScreen(<DashboardScreen />, {
      handlers: [vatThresholdHandler('none')],
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(dashboardKeys.vatThreshold)?.status).toBe('success'),
    );
    expect(screen.queryByText(/VAT registration threshold/)).toBeNull();
  });

  it('says when the check fails', async () => {
    renderScreen(<DashboardScreen />, {
      handlers: [
        http.get('http://localhost/api/dashboard/vat-threshold', () =>
          HttpResponse.json({ message: 'x' }, { status: 500 }),
        ),
      ],
    });
    expect(
      await screen.findByText(
        /Failed to check your turnover against the VAT registration threshold/,
      ),
    ).toBeInTheDocument();
  });
});
