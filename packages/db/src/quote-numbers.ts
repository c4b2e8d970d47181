import type { Knex } from 'knex';

/**
 * Gives every project without a quote number one, continuing after the highest 'Q-####' in use,
 * in the order the projects were made: what the quotes migration did for existing projects, and
 * what a restore of a backup from before quotes does. lpad alone would cut a fifth digit off.
 */
export async function fillMissingQuoteNumbers(knex: Knex | Knex.Transaction): Promise<void> {
  await knex.raw(`with highest as (
      select coalesce(max((substring(quote_number from 3))::bigint), 0) as n
      from projects where quote_number ~* '^Q-[0-9]{4,15}$'
    ), numbered as (
      select id, (select n from highest) + row_number() over (order by created_at, id) as n
      from projects where quote_number is null
    )
    update projects p
    set quote_number = 'Q-' || case when numbered.n < 10000 then lpad(numbered.n::text, 4, '0')
                                    else numbered.n::text end
    from numbered where p.id = numbered.id`);
}
