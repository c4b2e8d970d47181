import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Card,
  EmptyState,
  MetricCard,
  Skeleton,
  TrendingDownIcon,
  TrendingUpIcon,
  ChartIcon,
} from '@crm/ui';
import {
  EXPENSE_ALLOCATION_LABELS,
  EXPENSE_ALLOCATIONS,
  formatMoney,
  formatMonthLabel,
  formatPence,
  isProfitLossEmpty,
  netLabel,
  NO_PROFIT_LOSS_TEXT,
  toPence,
} from '@crm/domain';
import type { ProfitLoss } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { profitLossQuery } from './expenses.queries';

// echarts is a large chunk: it loads only once there is something to chart.
const ProfitLossChart = lazy(() =>
  import('./ProfitLossChart').then((m) => ({ default: m.ProfitLossChart })),
);

const absolute = (amount: string) => formatPence(Math.abs(toPence(amount)));

// The card keeps one height from skeleton to figures, so the expenses list under it does not
// jump when the figures or the chart's chunk arrive (layout shift). A stat row is one line of
// small text (1.5 x 0.875rem) with var(--space-2) above and below; rows are var(--space-2) apart.
const statRows = (rows: number) => `calc(${rows} * 1.3125rem + ${3 * rows - 1} * var(--space-2))`;
/** Room for every allocation: the breakdown never grows or shrinks the card. */
const BREAKDOWN_HEIGHT = statRows(EXPENSE_ALLOCATIONS.length);
const QUICK_STATS_HEIGHT = statRows(3);
/** A MetricCard's height. */
const METRIC_CARD_HEIGHT = '6.3125rem';
/** The chart's height (CHART_HEIGHT in ProfitLossChart, 320px). */
const CHART_HEIGHT = '20rem';

/** Profit & Loss Overview: totals, the monthly bar chart, the breakdown and quick stats. */
export function ProfitLossOverview() {
  const profitLoss = useQuery(profitLossQuery());
  useQueryErrorToast(profitLoss.error, 'Failed to fetch profit/loss data');

  return (
    <Card
      title="Profit & Loss Overview"
      description="Cash basis: revenue is counted when an invoice is paid."
    >
      {profitLoss.isError ? (
        <LoadError
          message="Failed to fetch profit/loss data"
          onRetry={() => void profitLoss.refetch()}
        />
      ) : profitLoss.isPending ? (
        <ProfitLossSkeleton />
      ) : isProfitLossEmpty(profitLoss.data) ? (
        <EmptyState icon={<ChartIcon size={24} />} title={NO_PROFIT_LOSS_TEXT} />
      ) : (
        <ProfitLossContent data={profitLoss.data} />
      )}
    </Card>
  );
}

/** The content's layout in placeholders, the same height at every width (see statRows). */
function ProfitLossSkeleton() {
  const title = (width: string) => (
    <div className="section-title">
      <Skeleton height="1.5rem" width={width} />
    </div>
  );
  return (
    <div className="stack" role="status" aria-busy="true" aria-label="Loading profit and loss">
      <div className="card-grid">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} shape="rect" height={METRIC_CARD_HEIGHT} />
        ))}
      </div>
      <div className="profit-loss-chart-section">
        {title('18rem')}
        <Skeleton shape="rect" height={CHART_HEIGHT} />
      </div>
      <div className="two-column">
        <div>
          {title('10rem')}
          <Skeleton shape="rect" height={BREAKDOWN_HEIGHT} />
        </div>
        <div>
          {title('7rem')}
          <Skeleton shape="rect" height={QUICK_STATS_HEIGHT} />
        </div>
      </div>
    </div>
  );
}

function ProfitLossContent({ data }: { data: ProfitLoss }) {
  const net = netLabel(data.netProfit);
  return (
    <div className="stack">
      <div className="card-grid">
        <MetricCard
          headingLevel={3}
          title="Total Revenue"
          value={formatMoney(data.totalRevenue)}
          tone="success"
          icon={<TrendingUpIcon />}
        />
        <MetricCard
          headingLevel={3}
          // The summary cards above have a Total Expenses too: the hidden words keep the two regions apart.
          title={
            <>
              Total Expenses<span className="visually-hidden"> (profit and loss)</span>
            </>
          }
          value={formatMoney(data.totalExpenses)}
          tone="destructive"
          icon={<TrendingDownIcon />}
        />
        <MetricCard
          headingLevel={3}
          title={net}
          value={absolute(data.netProfit)}
          tone={net === 'Net Loss' ? 'destructive' : 'primary'}
          icon={net === 'Net Loss' ? <TrendingDownIcon /> : <TrendingUpIcon />}
        />
      </div>
      <section aria-labelledby="profit-loss-chart-title" className="profit-loss-chart-section">
        <h3 id="profit-loss-chart-title" className="section-title">
          Monthly Revenue, Expenses and Profit
        </h3>
        <Suspense fallback={<Skeleton shape="rect" height={CHART_HEIGHT} />}>
          <ProfitLossChart months={data.monthlyData} />
        </Suspense>
        <MonthlyTable data={data} />
      </section>
      <div className="two-column">
        <section aria-labelledby="expense-breakdown-title">
          <h3 id="expense-breakdown-title" className="section-title">
            Expense Breakdown
          </h3>
          {data.expensesByAllocation.length === 0 ? (
            <p className="muted" style={{ minHeight: BREAKDOWN_HEIGHT }}>
              No expenses recorded
            </p>
          ) : (
            <ul className="stat-list" style={{ minHeight: BREAKDOWN_HEIGHT }}>
              {data.expensesByAllocation.map((item) => (
                <li key={item.allocation}>
                  <span>{EXPENSE_ALLOCATION_LABELS[item.allocation]}</span>
                  <strong>{formatMoney(item.total)}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="quick-stats-title">
          <h3 id="quick-stats-title" className="section-title">
            Quick Stats
          </h3>
          <ul className="stat-list">
            <li>
              <span>Profit Margin</span>
              <strong>{data.profitMargin.toFixed(1)}%</strong>
            </li>
            <li>
              <span>Paid Invoices</span>
              <strong>{data.paidInvoicesCount}</strong>
            </li>
            <li>
              <span>Total Expense Items</span>
              <strong>{data.totalExpenseItems}</strong>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

/** The chart's figures as a table for screen readers (the drawing itself is hidden from them). */
function MonthlyTable({ data }: { data: ProfitLoss }) {
  return (
    <table className="visually-hidden">
      <caption>Revenue, expenses and profit or loss by month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Revenue</th>
          <th scope="col">Expenses</th>
          <th scope="col">Profit/Loss</th>
        </tr>
      </thead>
      <tbody>
        {data.monthlyData.map((month) => (
          <tr key={month.month}>
            <th scope="row">{formatMonthLabel(month.month)}</th>
            <td>{formatMoney(month.revenue)}</td>
            <td>{formatMoney(month.expenses)}</td>
            <td>{formatMoney(month.profit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
