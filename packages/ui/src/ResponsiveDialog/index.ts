export { ResponsiveDialog } from './ResponsiveDialog';
export type { ResponsiveDialogProps } from './ResponsiveDialog';
