export { ComboBox } from './ComboBox';
export type { ComboBoxProps } from './ComboBox';
