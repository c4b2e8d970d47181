import { useEffect, useRef } from 'react';
import { init, use as registerChartParts } from 'echarts/core';
import type { ComposeOption, EChartsType } from 'echarts/core';
import { BarChart } from 'echarts/charts';
import type { BarSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { useTheme } from '@crm/ui';
import { formatMonthLabel, formatPence, toPence } from '@crm/domain';
import type { MonthlyProfitLoss } from '@crm/domain';

// Only what this chart draws: bars, axes grid, tooltip and legend (the data is also a table for screen readers).
registerChartParts([BarChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

type ChartOption = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

const CHART_HEIGHT = 320;

/** Theme tokens, with the light values when the stylesheet is absent (tests). */
function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** No animation under test, automation (screenshots) or a reduced-motion preference. */
function shouldAnimate(): boolean {
  if (import.meta.env.MODE === 'test' || navigator.webdriver) return false;
  return !(
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const pounds = (amount: string) => toPence(amount) / 100;
const formatValue = (value: unknown) =>
  typeof value === 'number' ? formatPence(Math.round(value * 100)) : String(value);

function buildOption(months: readonly MonthlyProfitLoss[]): ChartOption {
  const muted = token('--color-fg-muted', '#4f5b6e');
  const border = token('--color-border', '#e2e6ec');
  const series = (name: string, color: string, values: number[]): BarSeriesOption => ({
    type: 'bar',
    name,
    data: values,
    itemStyle: { color, borderRadius: [3, 3, 0, 0] },
    barMaxWidth: 18,
  });
  return {
    animation: shouldAnimate(),
    textStyle: { fontFamily: token('--font-sans', 'system-ui, sans-serif') },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: muted } },
    tooltip: { trigger: 'axis', valueFormatter: formatValue },
    xAxis: {
      type: 'category',
      data: months.map((m) => formatMonthLabel(m.month)),
      axisLabel: { color: muted },
      axisLine: { lineStyle: { color: border } },
    },
    yAxis: {
      type: 'value',
      axisLabel: {
        color: muted,
        formatter: (value: number) => `£${value.toLocaleString('en-GB')}`,
      },
      splitLine: { lineStyle: { color: border } },
    },
    series: [
      series(
        'Revenue',
        token('--color-chart-revenue', '#16a34a'),
        months.map((m) => pounds(m.revenue)),
      ),
      series(
        'Expenses',
        token('--color-chart-expenses', '#dc2626'),
        months.map((m) => pounds(m.expenses)),
      ),
      series(
        'Profit/Loss',
        token('--color-chart-profit', '#2563eb'),
        months.map((m) => pounds(m.profit)),
      ),
    ],
  };
}

/** Revenue (green), expenses (red) and profit or loss (blue) by month, as bars. */
export function ProfitLossChart({ months }: { months: readonly MonthlyProfitLoss[] }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const { theme } = useTheme();

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    // jsdom has no layout: give the chart a size of its own there.
    const width = element.clientWidth > 0 ? undefined : 640;
    const chart = init(element, null, {
      renderer: 'svg',
      height: CHART_HEIGHT,
      ...(width ? { width } : {}),
    });
    chartRef.current = chart;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    // Colours come from the theme tokens, so redraw when the theme changes.
    chartRef.current?.setOption(buildOption(months), { notMerge: true });
  }, [months, theme]);

  return (
    <div
      ref={containerRef}
      className="profit-loss-chart"
      style={{ height: CHART_HEIGHT }}
      aria-hidden="true"
    />
  );
}
