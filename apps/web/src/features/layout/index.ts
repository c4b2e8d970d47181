export { AppLayout } from './AppLayout';
export { Brand } from './Brand';
export { RevenueReportDialog } from './RevenueReportDialog';
export type { RevenueReportDialogProps } from './RevenueReportDialog';
