import { describe, expect, it } from 'vitest';
import {
  changeClient,
  changeInvoiceDate,
  changeProject,
  initialInvoiceValues,
  NO_PROJECT_ID,
  toInvoiceInput,
} from './invoice-form-state';
import { emptyLine, formAmount, lineValuesTotal } from '../../shared/line-items';

const TODAY = '2026-01-31';
const CLIENT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const PROJECT = '16fd2706-8baf-433b-82eb-8c7fada847da';
const fresh = () => initialInvoiceValues({ today: TODAY, defaultClientId: CLIENT });

describe('invoice form rules', () => {
  it('starts today, due 30 days later, unpaid, with one empty line', () => {
    const values = fresh();
    expect(values).toMatchObject({
      invoiceDate: TODAY,
      dueDate: '2026-03-02',
      status: 'unpaid',
      clientId: CLIENT,
      projectId: NO_PROJECT_ID,
    });
    expect(values.lineItems).toHaveLength(1);
  });

  it('totals lines exactly and treats empty numbers as nothing', () => {
    expect(lineValuesTotal({ quantity: 3, unitPrice: 0.1 })).toBe('0.30');
    expect(lineValuesTotal({ quantity: Number.NaN, unitPrice: 5 })).toBe('0.00');
    expect(lineValuesTotal({ quantity: 2, unitPrice: Number.NaN })).toBe('0.00');
    const lines = [
      { ...emptyLine(), quantity: 3, unitPrice: 0.1 },
      { ...emptyLine(), quantity: 2, unitPrice: 19.99 },
    ];
    expect(formAmount(lines)).toBe('40.28');
  });

  it('resets the project when the client changes, and only then', () => {
    const values = { ...fresh(), projectId: PROJECT };
    expect(changeClient(values, CLIENT).projectId).toBe(PROJECT);
    expect(changeClient(values, OTHER)).toMatchObject({
      clientId: OTHER,
      projectId: NO_PROJECT_ID,
    });
  });

  it('fills a single empty line from a priced project, and nothing else', () => {
    const project = { projectName: 'Website redesign', price: '3200.00' };
    const filled = changeProject(fresh(), PROJECT, project);
    expect(filled.projectId).toBe(PROJECT);
    expect(filled.lineItems[0]).toMatchObject({ description: 'Website redesign', unitPrice: 3200 });

    const unpriced = changeProject(fresh(), PROJECT, { projectName: 'Quote', price: null });
    expect(unpriced.lineItems[0]?.description).toBe('');

    const typed = fresh();
    typed.lineItems = [{ ...typed.lineItems[0]!, description: 'Own words' }];
    expect(changeProject(typed, PROJECT, project).lineItems[0]?.description).toBe('Own words');

    const two = fresh();
    two.lineItems = [emptyLine(), emptyLine()];
    expect(changeProject(two, PROJECT, project).lineItems.map((l) => l.description)).toEqual([
      '',
      '',
    ]);
  });

  it('sets the due date 30 days after the invoice date only while it is empty', () => {
    const empty = { ...fresh(), dueDate: null };
    expect(changeInvoiceDate(empty, '2026-02-10').dueDate).toBe('2026-03-12');
    expect(changeInvoiceDate(fresh(), '2026-02-10').dueDate).toBe('2026-03-02');
    expect(changeInvoiceDate(empty, null).dueDate).toBeNull();
  });

  it('hands the schema blanks as it expects them', () => {
    const input = toInvoiceInput({ ...fresh(), clientId: null, dueDate: null });
    expect(input).toMatchObject({
      clientId: '',
      dueDate: '',
      projectId: NO_PROJECT_ID,
      invoiceNumber: '',
    });
    expect(input.lineItems).toEqual([{ description: '', quantity: 1, unitPrice: '' }]);
  });
});
