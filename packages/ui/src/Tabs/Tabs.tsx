import {
  Tab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
} from 'react-aria-components';
import type {
  TabPanelProps as RACTabPanelProps,
  TabsProps as RACTabsProps,
} from 'react-aria-components';
import { composeClassName } from '../internal/composeClassName';
import './Tabs.css';

/** One tab: its id (matches a TabPanel id), label and optional count. */
export type TabItem = {
  id: string;
  label: string;
  /** Shown as a small number after the label, e.g. 3 projects. */
  count?: number;
  isDisabled?: boolean;
};

/** Props of the tabs container; `selectedKey` / `onSelectionChange` control it. */
export type TabsProps = RACTabsProps;

/** Tabs: a TabList of TabItems followed by one TabPanel per tab. */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeClassName('ui-Tabs', className)} />;
}

/** Props of the row of tabs. */
export type TabListProps = {
  /** Names the tab list, e.g. 'Client sections'. */
  'aria-label': string;
  tabs: TabItem[];
  className?: string;
};

/** The row of tabs; arrow keys move between them. */
export function TabList({ tabs, className, ...props }: TabListProps) {
  return (
    <RACTabList
      aria-label={props['aria-label']}
      className={`ui-TabList${className ? ` ${className}` : ''}`}
    >
      {tabs.map((tab) => (
        <Tab key={tab.id} id={tab.id} isDisabled={tab.isDisabled} className="ui-Tab">
          <span>{tab.label}</span>
          {/* The space keeps the accessible name 'Tasks 7', not 'Tasks7'. */}
          {tab.count !== undefined ? ' ' : null}
          {tab.count !== undefined ? <span className="ui-Tab-count">{tab.count}</span> : null}
        </Tab>
      ))}
    </RACTabList>
  );
}

export type TabPanelProps = RACTabPanelProps;

/** The content of one tab; its `id` matches the tab's id. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={composeClassName('ui-TabPanel', className)} />;
}
