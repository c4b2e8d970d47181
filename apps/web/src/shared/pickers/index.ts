export { ClientPicker } from './ClientPicker';
export type { ClientPickerProps } from './ClientPicker';
export { ProjectPicker, NO_PROJECT } from './ProjectPicker';
export type { ProjectPickerProps } from './ProjectPicker';
export {
  CLIENT_PICKER_LIMIT,
  clientPickerQuery,
  clientProjectsQuery,
  clientQuery,
} from './picker.queries';
