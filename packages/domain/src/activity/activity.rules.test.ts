import { describe, it, expect } from 'vitest';
import { activitySummary } from './activity.rules';

describe('activitySummary', () => {
  it('writes what happened in plain words', () => {
    expect(activitySummary('created', 'client', 'Acme Ltd')).toBe('Created client Acme Ltd');
    expect(activitySummary('deleted', 'invoice', ' INV-0003 ')).toBe('Deleted invoice INV-0003');
    expect(activitySummary('updated', 'task', '')).toBe('Updated task');
  });
});
