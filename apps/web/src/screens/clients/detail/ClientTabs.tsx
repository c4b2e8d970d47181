import { TabList, TabPanel, Tabs } from '@crm/ui';
import { CLIENT_TAB_LABELS, CLIENT_TABS } from '@crm/domain';
import type { ClientTab } from '@crm/domain';
import { DocumentsTab } from '../../../features/documents';
import { ClientProjectsTab } from '../../../features/projects';
import { TasksTab } from '../../../features/tasks';
import { ClientDomainsTab } from './ClientDomainsTab';
import { ClientInvoicesTab } from './ClientInvoicesTab';
import { useClientTabCounts } from './use-client-tab-counts';

export type ClientTabsProps = {
  clientId: string;
  tab: ClientTab;
  onTabChange: (tab: ClientTab) => void;
};

/** Projects, Invoices, Domains, Tasks and Documents of a client, each with its count. */
export function ClientTabs({ clientId, tab, onTabChange }: ClientTabsProps) {
  const counts = useClientTabCounts(clientId);
  const tabs = CLIENT_TABS.map((id) => ({ id, label: CLIENT_TAB_LABELS[id], count: counts[id] }));
  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => onTabChange(key as ClientTab)}>
      <TabList aria-label="Client sections" tabs={tabs} />
      <TabPanel id="projects">
        <ClientProjectsTab clientId={clientId} />
      </TabPanel>
      <TabPanel id="invoices">
        <ClientInvoicesTab clientId={clientId} />
      </TabPanel>
      <TabPanel id="domains">
        <ClientDomainsTab clientId={clientId} />
      </TabPanel>
      <TabPanel id="tasks">
        <TasksTab clientId={clientId} />
      </TabPanel>
      <TabPanel id="documents">
        <DocumentsTab clientId={clientId} />
      </TabPanel>
    </Tabs>
  );
}
