// One scheduling pass over an existing database, timed, for tools/bench/scheduler-bench.main.ts.
// DATABASE_URL (or CRM_DATA_DIR for the embedded database) names the data; it should be a bench
// copy: the steady-state step marks every reminder due today as made (then removes the marks).
import { createDb } from '@crm/db';
import { ALL_REMINDER_STEPS_ON, dueReminderStep, reminderKey, todayInLondon } from '@crm/domain';
import { createLocalStorage } from '../../storage';
import { makeOwnerAlerts } from '../owner-alerts/make-owner-alerts';
import { dueDateWindow, makeDueReminders } from './make-reminders';
import { plannedReminders } from './planned-reminders';
import { reminderCandidates, type CandidateCursor } from './reminder-candidates.repository';

const BENCH_MARK = 'scheduler-bench';

const databaseUrl = process.env['DATABASE_URL'];
const db = createDb(
  databaseUrl ? { databaseUrl } : { dataDir: process.env['CRM_DATA_DIR'] ?? './data' },
);
await db.ready();
// At 10:00 London on the given day (default today), inside the sending hours.
const day = process.env['BENCH_TODAY'] ?? todayInLondon(new Date());
const now = new Date(`${day}T10:00:00Z`);
const mail = { smtpUrl: null, from: 'bench@example.test' };
const timed = async <T>(run: () => Promise<T>) => {
  const start = performance.now();
  const value = await run();
  return { value, ms: Math.round(performance.now() - start) };
};

try {
  const planned = await timed(() =>
    plannedReminders({ db: db.knex, mail, defaultSendHour: 8 }, { now }),
  );
  // Steady state, as every pass after the first of the day finds it: each due reminder made.
  const today = todayInLondon(now);
  let after: CandidateCursor | null = null;
  let due = 0;
  for (;;) {
    const rows = await reminderCandidates(db.knex, dueDateWindow(today, today), {
      after,
      limit: 2000,
    });
    const last = rows.at(-1);
    if (!last) break;
    after = { dueDate: last.due_date, id: last.id };
    const marks = rows.flatMap((row) => {
      const step = dueReminderStep(row.due_date, today, ALL_REMINDER_STEPS_ON);
      if (!step) return [];
      return [
        {
          idempotency_key: reminderKey(row.id, row.due_date, step),
          kind: 'reminder',
          entity_id: row.id,
          status: 'skipped',
          from_address: mail.from,
          to_addresses: '[]',
          cc_addresses: '[]',
          subject: BENCH_MARK,
          body: BENCH_MARK,
          attachments: '[]',
          raw: '',
        },
      ];
    });
    due += marks.length;
    if (marks.length > 0)
      await db.knex('outbox_messages').insert(marks).onConflict('idempotency_key').ignore();
  }
  const pass = await timed(() =>
    makeDueReminders(
      {
        db: db.knex,
        storage: createLocalStorage('/tmp/crm-scheduler-bench-files'),
        mail,
        canSend: false,
        defaultSendHour: 8,
      },
      { now },
    ),
  );
  await db.knex('outbox_messages').where({ subject: BENCH_MARK }).delete();
  // The owner's alerts over the same data: every renewal and newly overdue invoice read and
  // told once (then forgotten again, so the next run measures the same work).
  const alerts = await timed(() =>
    makeOwnerAlerts({ db: db.knex, mail, canSend: false, defaultSendHour: 8 }, { now }),
  );
  await db.knex('owner_alert_items').whereIn('message_key', alerts.value.made).delete();
  await db.knex('outbox_messages').whereIn('idempotency_key', alerts.value.made).delete();
  console.log(
    JSON.stringify({
      day,
      planned: { messages: planned.value.length, ms: planned.ms },
      steadyPass: { dueToday: due, made: pass.value.made, ms: pass.ms },
      ownerAlerts: { made: alerts.value.made, held: alerts.value.held, ms: alerts.ms },
      heapMb: Math.round(process.memoryUsage().heapUsed / 1e6),
    }),
  );
} finally {
  await db.close();
}
