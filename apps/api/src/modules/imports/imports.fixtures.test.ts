import { readFile } from 'node:fs/promises';
import type { ImportReport } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server';

const server = useTestServer({ emptyBeforeEach: ['activity', 'clients'] });

async function importFixture(name: string): Promise<{ status: number; body: ImportReport }> {
  const bytes = await readFile(new URL(`./fixtures/${name}`, import.meta.url));
  const form = new FormData();
  form.set('file', new Blob([bytes], { type: 'text/csv' }), name);
  return server.post<ImportReport>('/api/import/clients', form);
}

const clients = () =>
  server
    .db('clients')
    .select('name', 'business_name', 'email', 'phone', 'address', 'notes')
    .orderBy('email');

describe('client files as other products and spreadsheets save them', () => {
  it("reads FreeAgent's contacts file", async () => {
    const { status, body } = await importFixture('freeagent-contacts.csv');
    expect(status).toBe(200);
    expect(body).toMatchObject({ encoding: 'utf-8', delimiter: ',', created: 3, errorCount: 0 });
    expect(await clients()).toEqual([
      {
        name: 'Aisha Khan',
        business_name: 'Khan Architects Ltd',
        email: 'aisha@khan-arch.test',
        phone: '01274 000000',
        address: 'Unit 4, Mill Yard, Bradford, West Yorkshire, BD1 1AA',
        notes: null,
      },
      {
        name: 'Northern Bakery Co-operative',
        business_name: 'Northern Bakery Co-operative',
        email: 'hello@northernbakery.test',
        phone: '0114 000 0000',
        address: '12 Oven Lane, Sheffield, S1 2BB',
        notes: null,
      },
      {
        name: "Tom O'Neill",
        business_name: null,
        email: 'tom@oneill.test',
        phone: '07700 900002',
        address: null,
        notes: null,
      },
    ]);
  });

  it("reads Invoice Ninja's client export, ignoring the columns it has no field for", async () => {
    const { body } = await importFixture('invoice-ninja-clients.csv');
    expect(body).toMatchObject({ created: 2, errorCount: 0 });
    expect(
      body.columns.filter((column) => column.field === null).map((column) => column.header),
    ).toEqual([
      'Number',
      'Balance',
      'Paid to Date',
      'Currency',
      'Website',
      'Shipping Address 1',
      'Shipping City',
      'ID Number',
      'VAT Number',
      'Contact First Name',
      'Contact Last Name',
    ]);
    expect(await clients()).toEqual([
      {
        name: 'Initech',
        business_name: null,
        email: 'bill@initech.test',
        phone: null,
        address: null,
        notes: null,
      },
      {
        name: 'Globex Corporation',
        business_name: null,
        email: 'hank@globex.test',
        phone: '020 7946 0000',
        address: '1 Globex Way, Floor 3, London, EC1A 1BB, United Kingdom',
        notes: 'Pays on the 28th, by BACS',
      },
    ]);
  });

  it.each(['excel-uk-windows-1252.csv', 'utf8-bom-semicolon.csv'])(
    'reads a UK spreadsheet saved as %s',
    async (name) => {
      const { body } = await importFixture(name);
      expect(body).toMatchObject({
        encoding: name.includes('1252') ? 'windows-1252' : 'utf-8',
        delimiter: ';',
        created: 2,
        errorCount: 0,
      });
      expect(await clients()).toEqual([
        {
          name: 'Seán Ó Briain',
          business_name: null,
          email: 'sean@obriain.test',
          phone: null,
          address: null,
          notes: '“Prefers” phone calls',
        },
        {
          name: 'Zoë Brontë',
          business_name: 'Café Crème Ltd',
          email: 'zoe@cafe.test',
          phone: '0161 000 0000',
          address: '1 Deansgate; Manchester',
          notes: 'Owes £1,250.00 – chase in January',
        },
      ]);
    },
  );
});

describe('hostile files', () => {
  it('keeps formula-looking cells as text', async () => {
    const { body } = await importFixture('hostile-formulas.csv');
    expect(body).toMatchObject({ created: 3, errorCount: 0 });
    expect((await clients()).map((client) => [client.name, client.notes])).toEqual([
      ["=cmd|' /C calc'!A0", '=HYPERLINK("http://evil.test","click")'],
      ['-2+3', '=tab'],
      ['+44 20 7946 0000', '@SUM(1+1)'],
    ]);
  });

  it.each([
    [
      'hostile-unterminated-quote.csv',
      { row: 3, column: '', message: expect.stringContaining('a quoted cell is never closed') },
    ],
    [
      'hostile-300-columns.csv',
      { row: 2, column: '', message: 'A row may have at most 200 columns' },
    ],
    [
      'hostile-nul-byte.csv',
      { row: 2, column: 'Name', message: 'Contains a NUL character, which cannot be stored' },
    ],
  ])('reports %s by row and writes nothing', async (name, error) => {
    const { status, body } = await importFixture(name);
    expect(status).toBe(422);
    expect(body.errors).toEqual([error]);
    expect(body.written).toBe(false);
    expect(await clients()).toEqual([]);
  });
});
