export { SettingsScreen } from './SettingsScreen';
export type { SettingsScreenProps } from './SettingsScreen';
export { healthQuery } from './settings.queries';
export { businessLogoUrl, businessProfileQuery } from './settings.queries';
