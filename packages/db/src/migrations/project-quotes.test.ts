import { describe, expect, it } from 'vitest';
import { useTestKnex } from '../use-test-db';
import { fillMissingQuoteNumbers } from '../quote-numbers';
import { projectQuotes } from './20250608000100_project_quotes';

const knex = useTestKnex();

async function numbers(): Promise<unknown[]> {
  return knex('projects')
    .orderBy('project_name')
    .select('project_name', 'quote_number', knex.raw('valid_until::text as valid_until'));
}

describe('20250608000100_project_quotes', () => {
  it('numbers existing projects in the order they were made, valid for 30 days from then', async () => {
    await projectQuotes.down(knex);
    const [client] = await knex('clients').insert({ name: 'Zoë' }).returning('id');
    const clientId = (client as { id: string }).id;
    await knex('projects').insert([
      { project_name: 'b', client_id: clientId, created_at: '2026-03-01T10:00:00Z' },
      // 23:30 UTC in summer is the next day in London.
      { project_name: 'a', client_id: clientId, created_at: '2026-06-30T23:30:00Z' },
      { project_name: 'c', client_id: clientId, created_at: '2026-01-15T09:00:00Z' },
    ]);
    await projectQuotes.up(knex);
    expect(await numbers()).toEqual([
      { project_name: 'a', quote_number: 'Q-0003', valid_until: '2026-07-31' },
      { project_name: 'b', quote_number: 'Q-0002', valid_until: '2026-03-31' },
      { project_name: 'c', quote_number: 'Q-0001', valid_until: '2026-02-14' },
    ]);
  });

  it('continues after the highest number in use, past four digits', async () => {
    const clientId = ((await knex('clients').first('id')) as { id: string }).id;
    await knex('projects').where({ project_name: 'a' }).update({ quote_number: 'Q-9999' });
    await knex('projects').insert({ project_name: 'd', client_id: clientId });
    await knex.transaction((trx) => fillMissingQuoteNumbers(trx));
    expect(await knex('projects').where({ project_name: 'd' }).first('quote_number')).toEqual({
      quote_number: 'Q-10000',
    });
  });
});
