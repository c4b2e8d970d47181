export { ActivityList } from './ActivityList';
export { HistoryCard, historyQuery } from './HistoryCard';
