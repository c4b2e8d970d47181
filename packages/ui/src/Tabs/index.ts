export { Tabs, TabList, TabPanel } from './Tabs';
export type { TabsProps, TabListProps, TabPanelProps, TabItem } from './Tabs';
