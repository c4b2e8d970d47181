import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBER_INVALID_MESSAGE,
  BusinessProfileUpdateSchema,
  IBAN_INVALID_MESSAGE,
  PAYMENT_TERMS_INVALID_MESSAGE,
  SORT_CODE_INVALID_MESSAGE,
  TRADING_NAME_REQUIRED_MESSAGE,
  VAT_NUMBER_INVALID_MESSAGE,
} from './business-profile.schema';

function problems(input: unknown): Record<string, string> {
  const result = BusinessProfileUpdateSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('BusinessProfileUpdateSchema', () => {
  it('stores payment details in their normal form, and defaults the day counts', () => {
    const profile = BusinessProfileUpdateSchema.parse({
      tradingName: '  Hawthorn Studio ',
      vatNumber: 'gb 123 4567 89',
      sortCode: '123456',
      accountNumber: '3192 6819',
      iban: 'gb29 nwbk 6016 1331 9268 19',
      bic: 'nwbkgb2l',
      companyNumber: 'sc123456',
      email: '',
    });
    expect(profile).toMatchObject({
      tradingName: 'Hawthorn Studio',
      vatNumber: 'GB123456789',
      sortCode: '12-34-56',
      accountNumber: '31926819',
      iban: 'GB29NWBK60161331926819',
      bic: 'NWBKGB2L',
      companyNumber: 'SC123456',
      email: null,
      legalName: null,
      paymentTermsDays: 30,
      quoteValidityDays: 30,
    });
  });

  it('names every bad field at once', () => {
    expect(
      problems({
        tradingName: ' ',
        vatNumber: 'GB12345',
        sortCode: '12-34',
        accountNumber: '1234567',
        iban: 'GB29NWBK60161331926818',
        paymentTermsDays: -1,
      }),
    ).toEqual({
      tradingName: TRADING_NAME_REQUIRED_MESSAGE,
      vatNumber: VAT_NUMBER_INVALID_MESSAGE,
      sortCode: SORT_CODE_INVALID_MESSAGE,
      accountNumber: ACCOUNT_NUMBER_INVALID_MESSAGE,
      iban: IBAN_INVALID_MESSAGE,
      paymentTermsDays: PAYMENT_TERMS_INVALID_MESSAGE,
    });
  });

  it('takes day counts typed as text, and refuses fractions and years', () => {
    expect(
      BusinessProfileUpdateSchema.parse({ tradingName: 'A', paymentTermsDays: '14' }),
    ).toMatchObject({ paymentTermsDays: 14 });
    expect(problems({ tradingName: 'A', paymentTermsDays: 1.5 })).toHaveProperty(
      'paymentTermsDays',
    );
    expect(problems({ tradingName: 'A', quoteValidityDays: 0 })).toHaveProperty(
      'quoteValidityDays',
    );
    expect(problems({ tradingName: 'A', paymentTermsDays: 366 })).toHaveProperty(
      'paymentTermsDays',
    );
  });
});
