export { DomainsScreen } from './DomainsScreen';
export { DomainFormDialog } from './DomainFormDialog.lazy';
export type { DomainFormDialogProps } from './DomainFormDialog';
export { clientDomainsQuery } from './domains.queries';
