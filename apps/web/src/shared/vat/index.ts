export { useVatSettings, vatSettingsQuery } from './vat-settings.queries';
export type { UseVatSettings } from './vat-settings.queries';
export { VAT_SECTION_ID, VAT_SETTINGS_PATH } from './vat-settings-link';
