import { describe, expect, it } from 'vitest';
import { useTestKnex } from '../use-test-db';

// domains.search_text must always be the domain's name and its client's names, however either
// is written, or a domain search misses what the list shows.
const knex = useTestKnex();

const SEP = '\u001f';

async function client(name: string, businessName: string | null = null): Promise<string> {
  const [row] = await knex('clients').insert({ name, business_name: businessName }).returning('id');
  return (row as { id: string }).id;
}

async function domain(clientId: string, domainName: string): Promise<string> {
  const [row] = await knex('domains')
    .insert({ client_id: clientId, domain_name: domainName, expiry_date: '2027-01-01' })
    .returning('id');
  return (row as { id: string }).id;
}

const textOf = async (id: string): Promise<string | null> =>
  ((await knex('domains').where({ id }).first('search_text')) as { search_text: string | null })
    .search_text;

describe('domains.search_text kept by triggers', () => {
  it('follows the domain as it is written and moved, and its client as it is renamed', async () => {
    const acme = await client('Ann Smith', 'Acme Joinery');
    const beta = await client('Bob Jones');
    const site = await domain(acme, 'Acme-Joinery.CO.UK');
    expect(await textOf(site)).toBe(`acme-joinery.co.uk${SEP}ann smith${SEP}acme joinery`);

    await knex('domains').where({ id: site }).update({ domain_name: 'acme.com' });
    expect(await textOf(site)).toBe(`acme.com${SEP}ann smith${SEP}acme joinery`);

    // Moved to a client without a business name.
    await knex('domains').where({ id: site }).update({ client_id: beta });
    expect(await textOf(site)).toBe(`acme.com${SEP}bob jones`);

    // Two clients renamed in one statement; each one's domains follow, no other's.
    const other = await domain(acme, 'other.org');
    await knex('clients')
      .whereIn('id', [acme, beta])
      .update({ business_name: knex.raw(`'Renamed ' || name`) });
    expect(await textOf(site)).toBe(`acme.com${SEP}bob jones${SEP}renamed bob jones`);
    expect(await textOf(other)).toBe(`other.org${SEP}ann smith${SEP}renamed ann smith`);

    // A change to anything else does not derive it again (marked, to tell).
    await knex('domains').where({ id: other }).update({ search_text: 'marked' });
    await knex('clients').where({ id: acme }).update({ email: 'ann@example.com' });
    await knex('domains').where({ id: other }).update({ notes: 'renews in May' });
    expect(await textOf(other)).toBe('marked');
  });

  it('is derived again for every domain by crm_refresh_domain_search()', async () => {
    const id = await domain(await client('Carol King'), 'king.dev');
    await knex('domains').where({ id }).update({ search_text: null });
    await knex.raw('select crm_refresh_domain_search()');
    expect(await textOf(id)).toBe(`king.dev${SEP}carol king`);
  });
});
