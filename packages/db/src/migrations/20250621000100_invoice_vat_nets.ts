import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// Each invoice's net at each VAT rate, kept on the invoice as 'rate:net' joined by commas
// ('0:20.00,20:150.00'; null when no line has a rate, as before registration). The VAT return
// reads a quarter's 50,000 invoices: summing their lines per rate took most of its time, one
// subquery per invoice. Statement-level triggers on the lines keep the column: one update per
// statement, after locking the invoices it touches (in id order), so two transactions writing
// one invoice's lines take turns and the second sums what the first committed. A load that
// writes many invoices at once (a restore) sets crm.vat_nets_deferred to 'on' for its
// transaction and calls crm_refresh_invoice_vat_nets() at the end instead: each invoice is then
// rewritten once, not once per statement. Derived, so a backup leaves the column out.

const SET_NETS = `update invoices i set vat_nets = n.nets
    from (select v.id, (select string_agg(r.vat_rate || ':' || r.net::text, ',' order by r.vat_rate collate "C")
            from (select li.vat_rate, sum(li.total) as net from invoice_line_items li
                  where li.invoice_id = v.id and li.vat_rate is not null group by li.vat_rate) r) as nets
          from invoices v where %WHERE%) n
    where i.id = n.id and i.vat_nets is distinct from n.nets;`;

async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table invoices add column vat_nets text');
  // With no ids, every invoice (after a load that skipped the triggers, as the seed's does).
  await knex.raw(`create function crm_refresh_invoice_vat_nets(ids uuid[] default null)
    returns void language plpgsql as $body$
    begin
      if ids is null then
        ${SET_NETS.replace('%WHERE%', 'true')}
      else
        ${SET_NETS.replace('%WHERE%', 'v.id = any(ids)')}
      end if;
    end $body$`);
  await knex.raw(`create function crm_invoice_line_items_vat_nets() returns trigger
    language plpgsql as $body$
    declare
      ids uuid[];
    begin
      if current_setting('crm.vat_nets_deferred', true) = 'on' then
        return null;
      end if;
      if TG_OP = 'TRUNCATE' then
        update invoices set vat_nets = null where vat_nets is not null;
        return null;
      elsif TG_OP = 'INSERT' then
        ids := array(select distinct invoice_id from new_rows order by 1);
      elsif TG_OP = 'DELETE' then
        ids := array(select distinct invoice_id from old_rows order by 1);
      else
        ids := array(select invoice_id from new_rows union select invoice_id from old_rows order by 1);
      end if;
      -- Read committed: the update below takes a snapshot after these locks are held.
      perform 1 from invoices where id = any(ids) order by id for update;
      perform crm_refresh_invoice_vat_nets(ids);
      return null;
    end $body$`);
  await knex.raw(`create trigger invoice_line_items_vat_nets_insert after insert on invoice_line_items
    referencing new table as new_rows for each statement execute function crm_invoice_line_items_vat_nets()`);
  await knex.raw(`create trigger invoice_line_items_vat_nets_update after update on invoice_line_items
    referencing old table as old_rows new table as new_rows for each statement execute function crm_invoice_line_items_vat_nets()`);
  await knex.raw(`create trigger invoice_line_items_vat_nets_delete after delete on invoice_line_items
    referencing old table as old_rows for each statement execute function crm_invoice_line_items_vat_nets()`);
  await knex.raw(`create trigger invoice_line_items_vat_nets_truncate after truncate on invoice_line_items
    for each statement execute function crm_invoice_line_items_vat_nets()`);
  await knex.raw('select crm_refresh_invoice_vat_nets()');
}

async function down(knex: Knex): Promise<void> {
  for (const verb of ['insert', 'update', 'delete', 'truncate'])
    await knex.raw(
      `drop trigger if exists invoice_line_items_vat_nets_${verb} on invoice_line_items`,
    );
  await knex.raw('drop function if exists crm_invoice_line_items_vat_nets()');
  await knex.raw('drop function if exists crm_refresh_invoice_vat_nets(uuid[])');
  await knex.raw('alter table invoices drop column if exists vat_nets');
}

export const invoiceVatNets: Migration = {
  name: '20250621000100_invoice_vat_nets',
  up,
  down,
};
