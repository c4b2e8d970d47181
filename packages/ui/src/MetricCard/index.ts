export { MetricCard } from './MetricCard';
export type { MetricCardProps } from './MetricCard';
