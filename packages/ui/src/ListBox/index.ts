export { ListBox, ListBoxItem, renderListOption } from './ListBox';
export type { ListBoxProps, ListBoxItemProps, ListOption } from './ListBox';
