import { describe, expect, it } from 'vitest';
import { clientImportRecipe, existingClientKeys } from './client-import.recipe';
import { createImportCheck } from './import-check';
import { matchImportColumns } from './import-mapping.rules';
import { importSummary, parseImportMapping, planImportColumns } from './import-plan';
import { readImportRow, unguardImportCell } from './import-record.rules';

describe('matching columns by header', () => {
  it('knows the product export, FreeAgent and Invoice Ninja headers', () => {
    const fields = (headers: string[]) =>
      matchImportColumns('clients', headers).map((column) => column.field);
    expect(
      fields([
        'ID',
        'Name',
        'Business Name',
        'Email',
        'Phone',
        'Address',
        'Tags',
        'Notes',
        'Created At',
      ]),
    ).toEqual([
      'id',
      'name',
      'businessName',
      'email',
      'phone',
      'address',
      'tags',
      'notes',
      'createdAt',
    ]);
    expect(
      fields([
        'First Name',
        'Last Name',
        'Company',
        'E-mail Address',
        'Business Street',
        'Business Postal Code',
        'Fax',
      ]),
    ).toEqual(['name', 'name', 'businessName', 'email', 'address', 'address', null]);
    expect(fields(['Name', 'Contact Email', 'Address 1', 'Postal Code', 'Private Notes'])).toEqual([
      'name',
      'email',
      'address',
      'address',
      'notes',
    ]);
    expect(fields(['client_name', 'EMAIL_ADDRESS'])).toEqual(['name', 'email']);
  });

  it('lets the mapping change a column, and names what a mapping made for another file gets wrong', () => {
    const plan = planImportColumns('clients', ['Firm', 'Email'], { Firm: 'name', Email: null });
    expect(plan.columns).toEqual([
      { header: 'Firm', field: 'name' },
      { header: 'Email', field: null },
    ]);
    expect(plan.problems).toEqual([]);
    expect(planImportColumns('clients', ['Email'], { Phone: 'tel' }).problems).toEqual([
      { row: 1, column: 'Phone', message: 'The file has no column "Phone"' },
      {
        row: 1,
        column: 'Phone',
        message: expect.stringContaining('Unknown field "tel": use one of id, name,'),
      },
      {
        row: 1,
        column: 'Client name',
        message: 'No column is mapped to Client name: choose one in the mapping',
      },
    ]);
    // A company with no contact name is a client under its business name.
    expect(planImportColumns('clients', ['Company']).problems).toEqual([]);
  });

  it('reads the mapping as JSON of header to field or null, and nothing else', () => {
    expect(parseImportMapping(undefined)).toEqual({});
    expect(parseImportMapping('{"A":"name","B":null}')).toEqual({ A: 'name', B: null });
    expect(parseImportMapping('[1]')).toBeNull();
    expect(parseImportMapping('{"A":3}')).toBeNull();
    expect(parseImportMapping('{')).toBeNull();
  });
});

describe('reading a row', () => {
  const columns = matchImportColumns('clients', [
    'First Name',
    'Last Name',
    'Address 1',
    'City',
    'Email',
    'Created At',
    'ID',
  ]);

  it('joins the parts of a field, takes the guard off formulas, and reads instants and IDs', () => {
    const read = readImportRow('clients', columns, [
      ' Zoë ',
      'Ng',
      '1 High St',
      'York',
      "'=cmd",
      '2026-01-05 10:00:00Z',
      'ABCDEF01-2345-4678-9ABC-DEF012345678',
    ]);
    expect(read).toEqual({
      values: {
        name: 'Zoë Ng',
        address: '1 High St, York',
        email: '=cmd',
        createdAt: '2026-01-05T10:00:00.000Z',
        id: 'abcdef01-2345-4678-9abc-def012345678',
      },
      errors: [],
    });
  });

  it('names the field of a cell it cannot read', () => {
    const read = readImportRow('clients', columns, ['A', '', '', '', '', 'yesterday', 'not-an-id']);
    expect(read.errors).toEqual([
      { field: 'id', message: 'Must be an ID from an export of this product, or blank' },
      { field: 'createdAt', message: 'Must be a date and time such as 2026-11-24T09:30:00Z' },
    ]);
  });

  it('reads choices by label or stored value, and UK dates and amounts', () => {
    const projectColumns = matchImportColumns('projects', [
      'Project Name',
      'Status',
      'Start Date',
      'Price',
      'Paid',
    ]);
    expect(
      readImportRow('projects', projectColumns, ['Site', 'on hold', '24/11/2026', '£1,200', 'Paid'])
        .values,
    ).toEqual({
      projectName: 'Site',
      status: 'on_hold',
      startDate: '2026-11-24',
      price: '1200.00',
      paid: 'true',
    });
    expect(
      readImportRow('projects', projectColumns, ['Site', 'Done', '31/02/2026', '12.345', 'maybe'])
        .errors,
    ).toEqual([
      { field: 'status', message: 'Must be one of: lead, active, complete, on hold' },
      { field: 'startDate', message: 'Must be a date such as 24/11/2026 or 2026-11-24' },
      { field: 'price', message: 'Must be an amount such as 1234.50 or £1,234.50' },
      { field: 'paid', message: 'Must be one of: paid, unpaid, yes, no, true, false' },
    ]);
  });

  it('only takes the guard off what the export guards', () => {
    expect(unguardImportCell("'=1")).toBe('=1');
    expect(unguardImportCell("'-3")).toBe('-3');
    expect(unguardImportCell("'tis")).toBe("'tis");
  });
});

describe('checking rows', () => {
  const columns = matchImportColumns('clients', ['Name', 'Email']);
  const existing = new Map<string, string>();
  for (const key of existingClientKeys({ id: 'c1', name: 'Old Name', email: 'old@x.test' }))
    existing.set(key, 'c1');
  const run = (mode: 'skip' | 'update', rows: string[][]) => {
    const check = createImportCheck({
      entity: 'clients',
      columns,
      recipe: clientImportRecipe,
      existing: (key) => existing.get(key),
      duplicateMode: mode,
    });
    const outcomes = rows.map((cells, index) => check.check(cells, index + 2)[0]?.kind);
    return { outcomes, tally: check.tally() };
  };

  it('creates new rows, skips or updates those already there, and refuses a row repeated in the file', () => {
    const rows = [
      ['New', 'new@x.test'],
      ['Changed name', 'OLD@x.test'],
      ['old name', ''],
      ['Again', 'new@x.test'],
      ['', ''],
    ];
    expect(run('skip', rows)).toEqual({
      outcomes: ['create', 'skip', 'skip', 'invalid', 'invalid'],
      tally: {
        rows: 5,
        valid: 3,
        duplicates: 2,
        errorCount: 2,
        errors: [
          { row: 5, column: 'Email', message: 'Same email as row 2' },
          { row: 6, column: 'Name', message: 'Client name is required' },
        ],
      },
    });
    expect(run('update', rows.slice(0, 3)).outcomes).toEqual(['create', 'update', 'update']);
  });

  it('sums a report up in a sentence', () => {
    const report = {
      rows: 3,
      valid: 3,
      errorCount: 0,
      duplicates: 1,
      duplicateMode: 'skip',
      written: false,
      created: 0,
      updated: 0,
      skipped: 0,
    } as const;
    const nouns = { one: 'client', many: 'clients' };
    const summary = (changes: object) => importSummary({ ...report, ...changes } as never, nouns);
    expect(summary({})).toBe('3 clients ready to import: 2 new, 1 already there (to skip)');
    expect(summary({ written: true, created: 2, skipped: 1 })).toBe(
      'Imported 2 clients: 2 new, 0 updated, 1 skipped',
    );
    expect(summary({ errorCount: 1 })).toBe('1 problem in 3 clients: nothing was imported');
  });
});
