import { expiryText } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { daysLeftText } from './renewal-labels';

describe('daysLeftText', () => {
  it.each([
    [10, '10 days'],
    [1, '1 day'],
    [0, '0 days'],
    [-1, 'Expired 1 day ago'],
    [-3, 'Expired 3 days ago'],
  ])('words %i days as %j', (days, text) => {
    expect(daysLeftText(days)).toBe(text);
  });

  it('says what the web app says for the same count', () => {
    for (const days of [-40, -1, 0, 1, 2, 29, 365]) {
      const date = new Date(Date.UTC(2026, 2, 15 + days)).toISOString().slice(0, 10);
      expect(daysLeftText(days)).toBe(expiryText(date, '2026-03-15'));
    }
  });
});
