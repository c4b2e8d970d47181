import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/dates.rules';
import { REMINDER_STEPS } from './reminder.enums';
import {
  ALL_REMINDER_STEPS_ON,
  canRemind,
  dueReminderStep,
  isSendingHour,
  nextPassTime,
  plannedRemindersFor,
  plannedReminderSteps,
  plannedSendTime,
  REMINDER_CATCH_UP_DAYS,
  reminderDueStatus,
  parseReminderKey,
  reminderKey,
  storedReminderSettings,
  updatedReminderSettings,
} from './reminder.rules';
import type { ReminderStepSwitches } from './reminder.schema';

const DUE = '2026-03-10';
const onlyOn = (...steps: string[]): ReminderStepSwitches =>
  Object.fromEntries(REMINDER_STEPS.map((s) => [s, steps.includes(s)])) as ReminderStepSwitches;

describe('dueReminderStep', () => {
  it('answers each default step on its own day', () => {
    expect(dueReminderStep(DUE, '2026-03-06', ALL_REMINDER_STEPS_ON)).toBeNull();
    expect(dueReminderStep(DUE, '2026-03-07', ALL_REMINDER_STEPS_ON)).toBe('before_3');
    expect(dueReminderStep(DUE, '2026-03-10', ALL_REMINDER_STEPS_ON)).toBe('due_day');
    expect(dueReminderStep(DUE, '2026-03-17', ALL_REMINDER_STEPS_ON)).toBe('after_7');
    expect(dueReminderStep(DUE, '2026-03-24', ALL_REMINDER_STEPS_ON)).toBe('after_14');
    expect(dueReminderStep(DUE, '2026-04-09', ALL_REMINDER_STEPS_ON)).toBe('after_30');
  });

  it('answers only the latest step after downtime', () => {
    // Down from the 8th to the 25th: before_3, due_day, after_7 and after_14 all passed.
    expect(dueReminderStep(DUE, '2026-03-25', ALL_REMINDER_STEPS_ON)).toBe('after_14');
  });

  it('skips a step that is switched off', () => {
    expect(dueReminderStep(DUE, '2026-03-17', onlyOn('due_day', 'after_14'))).toBe('due_day');
    expect(dueReminderStep(DUE, '2026-03-10', onlyOn())).toBeNull();
  });

  it('sends nothing once the latest step is older than the catch-up window', () => {
    const last = addDays(DUE, 30);
    expect(dueReminderStep(DUE, addDays(last, REMINDER_CATCH_UP_DAYS), ALL_REMINDER_STEPS_ON)).toBe(
      'after_30',
    );
    expect(
      dueReminderStep(DUE, addDays(last, REMINDER_CATCH_UP_DAYS + 1), ALL_REMINDER_STEPS_ON),
    ).toBeNull();
  });

  it('never answers a step whose day has not come, nor one older than a later due step', () => {
    const day = fc.integer({ min: -60, max: 120 });
    const switches = fc.record(
      Object.fromEntries(REMINDER_STEPS.map((s) => [s, fc.boolean()])) as Record<
        (typeof REMINDER_STEPS)[number],
        fc.Arbitrary<boolean>
      >,
    );
    fc.assert(
      fc.property(day, switches, (offset, steps) => {
        const today = addDays(DUE, offset);
        const step = dueReminderStep(DUE, today, steps);
        if (step === null) return;
        expect(steps[step]).toBe(true);
        const stepDay = addDays(
          DUE,
          { before_3: -3, due_day: 0, after_7: 7, after_14: 14, after_30: 30 }[step],
        );
        expect(stepDay <= today).toBe(true);
        // No later switched-on step has come yet.
        const later = REMINDER_STEPS.slice(REMINDER_STEPS.indexOf(step) + 1).filter(
          (s) => steps[s],
        );
        for (const s of later) expect(dueReminderStep(DUE, today, onlyOn(s))).toBeNull();
      }),
    );
  });

  it('sends each step at most once over any run of daily passes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10, max: 60 }), { maxLength: 40 }), (days) => {
        const sent = new Set<string>();
        const counts = new Map<string, number>();
        for (const offset of [...days].sort((a, b) => a - b)) {
          const step = dueReminderStep(DUE, addDays(DUE, offset), ALL_REMINDER_STEPS_ON);
          if (step === null || sent.has(reminderKey('i', DUE, step))) continue;
          sent.add(reminderKey('i', DUE, step));
          counts.set(step, (counts.get(step) ?? 0) + 1);
        }
        for (const count of counts.values()) expect(count).toBe(1);
      }),
    );
  });
});

describe('plannedReminderSteps', () => {
  it('lists the steps to come within the window, with the one due now first', () => {
    expect(plannedReminderSteps(DUE, '2026-03-08', 30, ALL_REMINDER_STEPS_ON)).toEqual([
      { step: 'before_3', date: '2026-03-08' },
      { step: 'due_day', date: '2026-03-10' },
      { step: 'after_7', date: '2026-03-17' },
      { step: 'after_14', date: '2026-03-24' },
    ]);
  });

  it('lists nothing past the window or for steps switched off', () => {
    expect(plannedReminderSteps(DUE, '2026-01-01', 30, ALL_REMINDER_STEPS_ON)).toEqual([]);
    expect(plannedReminderSteps(DUE, '2026-03-01', 30, onlyOn('after_7'))).toEqual([
      { step: 'after_7', date: '2026-03-17' },
    ]);
  });
});

describe('plannedRemindersFor', () => {
  const settings = { steps: ALL_REMINDER_STEPS_ON, sendHour: 8 };
  const invoice = { id: '0b6f4c1e-7d2a-4c4b-9a37-2a1f0c9d8e11', dueDate: '2026-01-10' };

  it('plans the step due now for the next pass in the day, and for the next morning at night', () => {
    const at = (now: string) =>
      plannedRemindersFor(invoice, {
        now: new Date(now),
        days: 30,
        settings,
      })[0]?.sendAt.toISOString();
    expect(at('2026-01-10T12:00:00Z')).toBe('2026-01-10T12:00:00.000Z');
    expect(at('2026-01-10T06:00:00Z')).toBe('2026-01-10T08:00:00.000Z');
    expect(at('2026-01-10T22:00:00Z')).toBe('2026-01-11T08:00:00.000Z');
  });
});

describe('canRemind', () => {
  it('chases an unpaid invoice with a balance and a client address only', () => {
    const base = { status: 'unpaid', balanceDue: '10.00', clientEmail: 'a@b.co' };
    expect(canRemind(base)).toBe(true);
    expect(canRemind({ ...base, status: 'overdue' })).toBe(true);
    expect(canRemind({ ...base, status: 'paid' })).toBe(false);
    expect(canRemind({ ...base, balanceDue: '0.00' })).toBe(false);
    expect(canRemind({ ...base, clientEmail: null })).toBe(false);
    expect(canRemind({ ...base, clientEmail: '  ' })).toBe(false);
  });
});

describe('send hour', () => {
  it('holds messages until the send hour, London time, across British Summer Time', () => {
    // 07:30 UTC is 07:30 in January (too early) and 08:30 in July (time to send).
    expect(isSendingHour(new Date('2026-01-15T07:30:00Z'), 8)).toBe(false);
    expect(isSendingHour(new Date('2026-07-15T07:30:00Z'), 8)).toBe(true);
    expect(isSendingHour(new Date('2026-03-29T07:00:00Z'), 8)).toBe(true);
    expect(isSendingHour(new Date('2026-03-28T07:59:00Z'), 8)).toBe(false);
    expect(isSendingHour(new Date('2026-10-25T07:59:00Z'), 8)).toBe(false);
    expect(isSendingHour(new Date('2026-10-25T08:00:00Z'), 8)).toBe(true);
  });

  it('sends nothing at night: from 21:00 London until the next send hour', () => {
    expect(isSendingHour(new Date('2026-01-15T20:59:00Z'), 8)).toBe(true);
    expect(isSendingHour(new Date('2026-01-15T21:00:00Z'), 8)).toBe(false);
    // 20:30 UTC in July is 21:30 BST.
    expect(isSendingHour(new Date('2026-07-15T20:30:00Z'), 8)).toBe(false);
    expect(isSendingHour(new Date('2026-01-15T23:30:00Z'), 0, 24)).toBe(true);
  });

  it('plans a message for the send hour on its day', () => {
    expect(plannedSendTime('2026-06-01', 8).toISOString()).toBe('2026-06-01T07:00:00.000Z');
    expect(plannedSendTime('2026-12-01', 9).toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });
});

describe('reminder settings', () => {
  it('falls back to every step on and the default hour', () => {
    expect(storedReminderSettings(undefined, 8)).toEqual({
      steps: ALL_REMINDER_STEPS_ON,
      sendHour: 8,
    });
    expect(storedReminderSettings({ sendHour: 99 }, 7).sendHour).toBe(7);
  });

  it('keeps the steps switched off when another saved field is bad', () => {
    const stored = { steps: { due_day: false, after_30: 'no' }, sendHour: 24 };
    expect(storedReminderSettings(stored, 8)).toEqual({
      steps: { ...ALL_REMINDER_STEPS_ON, due_day: false },
      sendHour: 8,
    });
  });

  it('changes only what an update sends', () => {
    const next = updatedReminderSettings(
      { steps: ALL_REMINDER_STEPS_ON, sendHour: 8 },
      { steps: { after_30: false } },
    );
    expect(next).toEqual({ steps: { ...ALL_REMINDER_STEPS_ON, after_30: false }, sendHour: 8 });
  });
});

describe('reminderDueStatus', () => {
  it('words the due date before, on and after it', () => {
    expect(reminderDueStatus(DUE, '2026-03-07')).toBe('is due on 10 Mar 2026');
    expect(reminderDueStatus(DUE, DUE)).toBe('is due today');
    expect(reminderDueStatus(DUE, '2026-03-11')).toBe(
      'was due on 10 Mar 2026 and is now 1 day overdue',
    );
    expect(reminderDueStatus(DUE, '2026-03-24')).toBe(
      'was due on 10 Mar 2026 and is now 14 days overdue',
    );
  });
});

describe('reminder keys', () => {
  it('reads back what reminderKey wrote, and nothing else', () => {
    const id = '0b6f4c1e-7d2a-4c4b-9a37-2a1f0c9d8e11';
    expect(parseReminderKey(reminderKey(id, DUE, 'after_7'))).toEqual({
      invoiceId: id,
      dueDate: DUE,
      step: 'after_7',
    });
    for (const bad of [
      '',
      `reminder:${id}:${DUE}:after_8`,
      `reminder:${id}:2026-02-30:due_day`,
      `reminder:not-an-id:${DUE}:due_day`,
      `send:invoice:${id}:x`,
    ]) {
      expect(parseReminderKey(bad)).toBeNull();
    }
  });
});

describe('nextPassTime', () => {
  it('is now within the sending hours, else the next send hour, with the quiet hour as set', () => {
    const at = (iso: string) => new Date(iso);
    expect(nextPassTime(at('2026-11-25T10:00:00Z'), 8)).toEqual(at('2026-11-25T10:00:00Z'));
    expect(nextPassTime(at('2026-11-25T06:00:00Z'), 8)).toEqual(at('2026-11-25T08:00:00Z'));
    expect(nextPassTime(at('2026-11-25T22:00:00Z'), 8)).toEqual(at('2026-11-26T08:00:00Z'));
    // CRM_QUIET_HOUR=24: a pass late in the evening still goes at once.
    expect(nextPassTime(at('2026-11-25T22:00:00Z'), 8, 24)).toEqual(at('2026-11-25T22:00:00Z'));
  });
});
