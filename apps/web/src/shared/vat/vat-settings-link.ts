/** The id of Settings › VAT on the Settings page, and the address that scrolls to it. */
export const VAT_SECTION_ID = 'vat';
export const VAT_SETTINGS_PATH = `/settings#${VAT_SECTION_ID}`;
