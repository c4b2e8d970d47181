// SQL for aggregate tables kept by statement-level triggers with transition tables: one upsert
// per statement, not per row. Migrations pass their own list of aggregates, so what a shipped
// migration generates never changes when a later one redefines an aggregate.

export type Aggregate = {
  source: string;
  target: string;
  /** [column, expression over the source row] */
  keys: ReadonlyArray<readonly [string, string]>;
  measures: ReadonlyArray<readonly [string, string]>;
  where?: string;
};

/** Adds the rows of the transition tables given (+1 for new rows, -1 for old ones) to the target. */
function applyDelta(aggregate: Aggregate, sides: ReadonlyArray<'new_rows' | 'old_rows'>): string {
  const keyNames = aggregate.keys.map(([name]) => name).join(', ');
  const measureNames = aggregate.measures.map(([name]) => name);
  const parts = sides.map((side) => {
    const sign = side === 'new_rows' ? '' : '-';
    const columns = [
      ...aggregate.keys.map(([name, expr]) => `${expr} as ${name}`),
      ...aggregate.measures.map(([name, expr]) => `${sign}(${expr}) as ${name}`),
    ];
    return `select ${columns.join(', ')} from ${side}${aggregate.where ? ` where ${aggregate.where}` : ''}`;
  });
  return `insert into ${aggregate.target} as t (${keyNames}, ${measureNames.join(', ')})
    select ${keyNames}, ${measureNames.map((name) => `sum(${name})`).join(', ')} from (${parts.join(' union all ')}) d
    group by ${keyNames} having ${measureNames.map((name) => `sum(${name}) <> 0`).join(' or ')}
    on conflict (${keyNames}) do update set ${measureNames.map((name) => `${name} = t.${name} + excluded.${name}`).join(', ')};`;
}

/** Fills the (empty) target from every row of its source. */
export function rebuildAggregate(aggregate: Aggregate): string {
  const keyNames = aggregate.keys.map(([name]) => name).join(', ');
  const keys = aggregate.keys.map(([name, expr]) => `${expr} as ${name}`);
  const measures = aggregate.measures.map(([name, expr]) => `sum(${expr}) as ${name}`);
  // By position: GROUP BY takes a bare name as the source's column before the output's alias,
  // and a key may be an expression that reuses a column's name.
  const positions = aggregate.keys.map((_, index) => index + 1).join(', ');
  return `insert into ${aggregate.target} (${keyNames}, ${aggregate.measures.map(([name]) => name).join(', ')})
    select ${[...keys, ...measures].join(', ')} from ${aggregate.source}${aggregate.where ? ` where ${aggregate.where}` : ''} group by ${positions};`;
}

/** The source tables of the aggregates, each once. */
export function aggregateSources(aggregates: readonly Aggregate[]): string[] {
  return [...new Set(aggregates.map((aggregate) => aggregate.source))];
}

/** `crm_<source>_aggregates()`: the trigger function that keeps every aggregate of one source. */
export function aggregateTriggerFunction(
  aggregates: readonly Aggregate[],
  source: string,
  verb = 'create',
): string {
  const mine = aggregates.filter((aggregate) => aggregate.source === source);
  const branch = (sides: ReadonlyArray<'new_rows' | 'old_rows'>) =>
    mine.map((aggregate) => applyDelta(aggregate, sides)).join('\n');
  return `${verb} function crm_${source}_aggregates() returns trigger language plpgsql as $body$
  begin
    if TG_OP = 'INSERT' then
      ${branch(['new_rows'])}
    elsif TG_OP = 'DELETE' then
      ${branch(['old_rows'])}
    else
      ${branch(['new_rows', 'old_rows'])}
    end if;
    return null;
  end $body$`;
}

/** `crm_refresh_aggregates()`: empties the tables and rebuilds every aggregate from its source. */
export function refreshAggregatesFunction(
  aggregates: readonly Aggregate[],
  tables: readonly string[],
  verb = 'create',
): string {
  return `${verb} function crm_refresh_aggregates() returns void language plpgsql as $body$
  begin
    truncate ${tables.join(', ')};
    ${aggregates.map(rebuildAggregate).join('\n    ')}
  end $body$`;
}
