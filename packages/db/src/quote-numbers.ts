import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

// Any constant works; every writer of quote numbers takes the same transaction lock.
const QUOTE_NUMBER_LOCK = 7_301_002;

// The expression and predicate of projects_quote_sequence_idx: the highest number in use is
// read from the index. Both the index and the queries below are built from these.
export const QUOTE_SEQUENCE_EXPRESSION = '(substring(quote_number from 3))::bigint';
export const QUOTE_SEQUENCE_PREDICATE = "quote_number ~* '^Q-[0-9]{4,15}$'";

/** Waits for (and holds until the transaction ends) the right to hand out quote numbers. */
export async function lockQuoteNumbers(trx: Knex.Transaction): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(?)', [QUOTE_NUMBER_LOCK]);
}

/** The highest 'Q-####' sequence in use (0 without any); call it holding the lock. */
export async function highestQuoteSequence(db: Db): Promise<number> {
  const result = await db.raw(
    `select max(${QUOTE_SEQUENCE_EXPRESSION}) as highest from projects where ${QUOTE_SEQUENCE_PREDICATE}`,
  );
  return Number((result.rows as { highest: number | string | null }[])[0]?.highest ?? 0);
}

/**
 * Gives every project without a quote number one, continuing after the highest in use, in the
 * order the projects were made: what the quotes migration did for existing projects, and what a
 * restore of a backup from before quotes does. lpad alone would cut a fifth digit off.
 */
export async function fillMissingQuoteNumbers(trx: Knex.Transaction): Promise<void> {
  await lockQuoteNumbers(trx);
  const highest = await highestQuoteSequence(trx);
  await trx.raw(
    `with numbered as (
      select id, ?::bigint + row_number() over (order by created_at, id) as n
      from projects where quote_number is null
    )
    update projects p
    set quote_number = 'Q-' || case when numbered.n < 10000 then lpad(numbered.n::text, 4, '0')
                                    else numbered.n::text end
    from numbered where p.id = numbered.id`,
    [highest],
  );
}

/**
 * Gives every quote without a validity date one: the London day it was made plus the business
 * profile's quote validity (30 days without a profile).
 */
export async function fillMissingQuoteValidity(db: Db): Promise<void> {
  await db.raw(`update projects set valid_until =
      (created_at at time zone 'Europe/London')::date + coalesce(
        (select quote_validity_days from business_profile limit 1), 30)
    where valid_until is null`);
}
