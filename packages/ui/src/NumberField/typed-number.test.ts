import { describe, expect, it } from 'vitest';
import { typedNumber } from './NumberField';

describe('typedNumber', () => {
  it('reads what is typed so far, ignoring grouping commas and a pound sign', () => {
    expect(typedNumber('12.5')).toBe(12.5);
    expect(typedNumber('12.')).toBe(12);
    expect(typedNumber('.5')).toBe(0.5);
    expect(typedNumber('£1,250.00')).toBe(1250);
    expect(typedNumber('')).toBeNaN();
    expect(typedNumber('12a')).toBeNaN();
  });
});
