export { ActivityList, ActivityListSkeleton } from './ActivityList';
export { HistoryCard, historyQuery } from './HistoryCard';
