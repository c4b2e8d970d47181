import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// What a domain search looks in, kept on the domain: its name and its client's name and business
// name, lower-cased, apart by a unit separator (a control character no one types in a search,
// so a term never matches across two of them).
//
// The search read the domains by name and, apart, the domains of the clients whose names
// matched. For 'hawthorn' at 100,000 domains (687 found) the planner read every domain to join
// them to the 745 clients: four searches at once made 110 a second. Read by client instead,
// 490 a second, and two cores were still busy with it (p95 18 ms through the API). With one
// trigram index over this column: 1,790 a second in the database, p95 7.6 ms through the API.
//
// Triggers keep it: a domain's own row as it is written, and a client's domains when its names
// change. A load that skips triggers (the seed) calls crm_refresh_domain_search() at the end.
// Derived, so a backup leaves the column out.

/** The column's value for domain `d` of client `c`. */
const SEARCH_TEXT = (domainName: string, client: string) =>
  `lower(${domainName} || chr(31) || ${client}.name || coalesce(chr(31) || ${client}.business_name, ''))`;

async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table domains add column search_text text');
  await knex.raw(`create function crm_refresh_domain_search() returns void
    language sql as $body$
      update domains d set search_text = ${SEARCH_TEXT('d.domain_name', 'c')}
      from clients c
      where c.id = d.client_id and d.search_text is distinct from ${SEARCH_TEXT('d.domain_name', 'c')}
    $body$`);
  await knex.raw(`create function crm_domains_search_text() returns trigger
    language plpgsql as $body$
    begin
      -- For share: a rename of the client waits until this domain is written, and then its
      -- trigger sees it; or this waits for the rename and reads the new names.
      new.search_text := (select ${SEARCH_TEXT('new.domain_name', 'c')}
                          from clients c where c.id = new.client_id for share);
      return new;
    end $body$`);
  await knex.raw(`create trigger domains_search_text before insert or update of domain_name, client_id
    on domains for each row execute function crm_domains_search_text()`);
  // Per statement: an import that renames many clients updates their domains once.
  await knex.raw(`create function crm_clients_domain_search() returns trigger
    language plpgsql as $body$
    begin
      update domains d set search_text = ${SEARCH_TEXT('d.domain_name', 'n')}
      from new_rows n join old_rows o on o.id = n.id
      where d.client_id = n.id
        and (n.name is distinct from o.name or n.business_name is distinct from o.business_name);
      return null;
    end $body$`);
  await knex.raw(`create trigger clients_domain_search after update on clients
    referencing old table as old_rows new table as new_rows
    for each statement execute function crm_clients_domain_search()`);
  await knex.raw('select crm_refresh_domain_search()');
  await knex.raw(
    'create index domains_search_text_trgm_idx on domains using gin (search_text gin_trgm_ops)',
  );
}

async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists clients_domain_search on clients');
  await knex.raw('drop function if exists crm_clients_domain_search()');
  await knex.raw('drop trigger if exists domains_search_text on domains');
  await knex.raw('drop function if exists crm_domains_search_text()');
  await knex.raw('drop function if exists crm_refresh_domain_search()');
  await knex.raw('alter table domains drop column if exists search_text');
}

export const domainSearchText: Migration = {
  name: '20250625000100_domain_search_text',
  up,
  down,
};
