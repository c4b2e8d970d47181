// The VAT rates the first VAT migrations allowed, written out so what they make never changes
// as the domain's list grows (20250622000100 added 'disbursement').
export const VAT_RATES_BEFORE_DISBURSEMENTS = ['20', '5', '0', 'exempt', 'outside'] as const;
