import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvFilename } from './csv-filename';
import { csvStream, type CsvColumn } from './csv-stream';

type Row = { name: string; notes: string | null; paid: boolean; amount: string };

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'Paid', value: (row) => row.paid },
  { header: 'Amount', value: (row) => row.amount },
];

async function* batches(...groups: Row[][]) {
  for (const group of groups) yield group;
}

describe('csvStream', () => {
  it('writes a header row, then one line per row across batches', async () => {
    const csv = await text(
      csvStream(
        columns,
        batches(
          [{ name: 'Acme', notes: null, paid: true, amount: '10.00' }],
          [{ name: 'Beta', notes: 'ok', paid: false, amount: '0.50' }],
        ),
      ),
    );
    expect(csv).toBe('Name,Notes,Paid,Amount\nAcme,,true,10.00\nBeta,ok,false,0.50\n');
  });

  it('quotes commas, doubles quotes and keeps newlines inside quoted cells', async () => {
    const csv = await text(
      csvStream(
        columns,
        batches([
          {
            name: 'Smith, Jones & Co',
            notes: 'He said "hi"\nthen left',
            paid: false,
            amount: '1.00',
          },
        ]),
      ),
    );
    expect(csv).toBe(
      'Name,Notes,Paid,Amount\n"Smith, Jones & Co","He said ""hi""\nthen left",false,1.00\n',
    );
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises the formula-like cell %j', async (name, expected) => {
    const csv = await text(
      csvStream(columns, batches([{ name, notes: null, paid: false, amount: '1.00' }])),
    );
    expect(csv.split('\n')[1]).toBe(`${expected},,false,1.00`);
  });

  it('writes only the header for no rows', async () => {
    expect(await text(csvStream(columns, batches()))).toBe('Name,Notes,Paid,Amount\n');
  });

  it('fails the stream when reading a batch fails', async () => {
    async function* failing(): AsyncGenerator<Row[]> {
      yield [{ name: 'Acme', notes: null, paid: true, amount: '1.00' }];
      throw new Error('database went away');
    }
    await expect(text(csvStream(columns, failing()))).rejects.toThrow('database went away');
  });
});

describe('csvFilename', () => {
  it('names the file after the entity and the date', () => {
    expect(csvFilename('clients', '2026-01-05')).toBe('clients-2026-01-05.csv');
  });
});
