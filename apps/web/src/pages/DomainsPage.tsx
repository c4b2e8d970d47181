import { DomainsScreen } from '../features/domains';

export function DomainsPage() {
  return <DomainsScreen />;
}
