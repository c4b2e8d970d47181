import { describe, expect, it } from 'vitest';
import { londonHour, londonInstant } from './wall-clock.rules';

describe('londonHour', () => {
  it('reads GMT in winter and BST in summer', () => {
    expect(londonHour(new Date('2026-01-15T07:30:00Z'))).toBe(7);
    expect(londonHour(new Date('2026-07-15T07:30:00Z'))).toBe(8);
  });

  it('changes on the last Sunday of March and of October', () => {
    // 29 March 2026: clocks go forward at 01:00 GMT.
    expect(londonHour(new Date('2026-03-29T00:59:00Z'))).toBe(0);
    expect(londonHour(new Date('2026-03-29T01:00:00Z'))).toBe(2);
    // 25 October 2026: clocks go back at 01:00 GMT (02:00 BST).
    expect(londonHour(new Date('2026-10-25T00:30:00Z'))).toBe(1);
    expect(londonHour(new Date('2026-10-25T01:30:00Z'))).toBe(1);
  });
});

describe('londonInstant', () => {
  it('answers 08:00 London as UTC in each season', () => {
    expect(londonInstant('2026-01-15', 8).toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(londonInstant('2026-07-15', 8).toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });

  it('answers the days the clocks change', () => {
    expect(londonInstant('2026-03-29', 8).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(londonInstant('2026-03-28', 8).toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(londonInstant('2026-10-25', 8).toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(londonInstant('2026-10-24', 8).toISOString()).toBe('2026-10-24T07:00:00.000Z');
  });

  it('answers the first time after an hour the spring change skips', () => {
    expect(londonInstant('2026-03-29', 1).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('answers the first of the two 01:00s in autumn', () => {
    expect(londonInstant('2026-10-25', 1).toISOString()).toBe('2026-10-25T00:00:00.000Z');
  });
});
