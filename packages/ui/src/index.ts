import './theme/theme.css';

// Providers the app puts at its root: RouterProvider lets every kit link navigate with
// the app's router (wouter); I18nProvider sets the locale (the kit defaults to en-GB).
export { RouterProvider, I18nProvider } from 'react-aria-components';
export type { Key, Selection, SortDescriptor } from 'react-aria-components';

export * from './Icon';
export * from './Spinner';
export * from './Button';
export * from './IconButton';
export * from './Link';
export * from './Field';
export * from './TextField';
export * from './TextArea';
export * from './NumberField';
export * from './SearchField';
export * from './ListBox';
export * from './Popover';
export * from './Select';
export * from './ComboBox';
export * from './DatePicker';
export * from './Checkbox';
export * from './Switch';
export * from './RadioGroup';
export * from './SegmentedControl';
export * from './FileDropZone';
export * from './Form';
export * from './Dialog';
export * from './Drawer';
export * from './ResponsiveDialog';
export * from './ConfirmDialog';
export * from './useMediaQuery';
export * from './Skeleton';
export * from './Table';
export * from './Pager';
export * from './Badge';
export * from './Card';
export * from './MetricCard';
export * from './Tabs';
export * from './Toast';
export * from './Tooltip';
export * from './EmptyState';
export * from './Avatar';
export * from './DropdownMenu';
export * from './ThemeProvider';
export * from './ThemeToggle';
export * from './AppShell';
