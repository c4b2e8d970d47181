export { DomainsScreen } from './DomainsScreen';
export { DomainFormDialog } from './DomainFormDialog';
export type { DomainFormDialogProps } from './DomainFormDialog';
