import { EXPENSE_ALLOCATION_LABELS, EXPENSE_TYPE_LABELS } from '../expense/expense.rules';
import { INVOICE_STATUS_LABELS } from '../invoice/invoice.rules';
import { PROJECT_STATUS_LABELS } from '../project/project.rules';
import { VAT_RATE_LABELS } from '../vat/vat-rate';
import type { ImportEntity } from './import-entities';

/**
 * How a column's cells are read: text as it is; a date (UK or ISO), an amount ('£1,234.50'),
 * a yes/no, a whole number, an instant (the product's 'Created At'), an ID (the product's own),
 * or one of a list of choices, matched by label or stored value.
 */
export type ImportFieldKind =
  'text' | 'date' | 'amount' | 'boolean' | 'integer' | 'instant' | 'id' | 'choice';

export type ImportField = {
  /** The field of the record it fills: 'businessName'. */
  name: string;
  /** What the mapping shows: 'Business name'. */
  label: string;
  kind: ImportFieldKind;
  /**
   * The column headers matched to it, compared as `normalizeImportHeader` leaves them: the
   * product's own export header first, then those of spreadsheets, Invoice Ninja and FreeAgent.
   */
  headers: readonly string[];
  /** Several columns mapped to it are joined with this ('First Name' and 'Last Name'); without it, the first non-blank wins. */
  join?: string;
  /** For 'choice': the stored value of each accepted label (matched ignoring case). */
  choices?: Readonly<Record<string, string>>;
  /** The record cannot be made without it: the mapping must give it a column. */
  required?: boolean;
};

/** Lower case, letters and digits only: 'E-mail Address' and 'email_address' are one header. */
export function normalizeImportHeader(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function choicesOf(labels: Readonly<Record<string, string>>): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const [value, label] of Object.entries(labels)) {
    choices[label.toLowerCase()] = value;
    choices[value.toLowerCase()] = value;
    choices[value.replace('_', ' ').toLowerCase()] = value;
  }
  return choices;
}

// Invoice Ninja's and FreeAgent's words for an invoice not yet paid are all 'unpaid' here.
const INVOICE_STATUS_CHOICES = {
  ...choicesOf(INVOICE_STATUS_LABELS),
  sent: 'unpaid',
  draft: 'unpaid',
  viewed: 'unpaid',
  approved: 'unpaid',
  partial: 'unpaid',
  'part paid': 'unpaid',
  'partially paid': 'unpaid',
  open: 'unpaid',
  outstanding: 'unpaid',
  due: 'unpaid',
};

const VAT_RATE_CHOICES = {
  ...choicesOf(VAT_RATE_LABELS),
  '20.00%': '20',
  standard: '20',
  '5.00%': '5',
  reduced: '5',
  '0%': '0',
  '0.00%': '0',
  zero: '0',
  'zero-rated': '0',
  'outside the scope of vat': 'outside',
  disbursements: 'disbursement',
};

const idField: ImportField = { name: 'id', label: 'ID', kind: 'id', headers: ['id'] };
const createdAtField: ImportField = {
  name: 'createdAt',
  label: 'Created at',
  kind: 'instant',
  headers: ['createdat'],
};
const notesField: ImportField = {
  name: 'notes',
  label: 'Notes',
  kind: 'text',
  headers: ['notes', 'note', 'privatenotes', 'publicnotes', 'comments'],
  join: '\n',
};
const clientField: ImportField = {
  name: 'client',
  label: 'Client',
  kind: 'text',
  headers: ['client', 'clientname', 'customer', 'customername', 'contact'],
  required: true,
};
const amount = (name: string, label: string, ...headers: string[]): ImportField => ({
  name,
  label,
  kind: 'amount',
  headers,
});
const date = (name: string, label: string, ...headers: string[]): ImportField => ({
  name,
  label,
  kind: 'date',
  headers,
});

/**
 * The fields of each import, in the order the mapping lists them. Headers are documented in
 * docs/import.md; a header nobody lists can still be mapped by hand.
 */
export const IMPORT_FIELDS: Record<ImportEntity, readonly ImportField[]> = {
  clients: [
    idField,
    {
      name: 'name',
      label: 'Client name',
      kind: 'text',
      // FreeAgent splits a person's name in two; Invoice Ninja's 'Name' is the client's name.
      headers: ['name', 'clientname', 'contactname', 'fullname', 'firstname', 'lastname'],
      join: ' ',
      required: true,
    },
    {
      name: 'businessName',
      label: 'Business name',
      kind: 'text',
      headers: [
        'businessname',
        'company',
        'companyname',
        'organisation',
        'organisationname',
        'organization',
        'organizationname',
      ],
    },
    {
      name: 'email',
      label: 'Email',
      kind: 'text',
      headers: ['email', 'emailaddress', 'contactemail', 'email2address'],
    },
    {
      name: 'phone',
      label: 'Phone',
      kind: 'text',
      headers: [
        'phone',
        'phonenumber',
        'telephone',
        'businessphone',
        'contactphone',
        'mobile',
        'mobilephone',
        'mobilenumber',
      ],
    },
    {
      name: 'address',
      label: 'Address',
      kind: 'text',
      headers: [
        'address',
        'address1',
        'address2',
        'address3',
        'addressline1',
        'addressline2',
        'street',
        'businessstreet',
        'businessstreet2',
        'businessstreet3',
        'city',
        'town',
        'businesscity',
        'county',
        'state',
        'region',
        'businessstate',
        'postcode',
        'postalcode',
        'businesspostalcode',
        'country',
      ],
      join: ', ',
    },
    { name: 'tags', label: 'Tags', kind: 'text', headers: ['tags', 'tag'], join: ', ' },
    notesField,
    createdAtField,
  ],
  projects: [
    idField,
    {
      name: 'projectName',
      label: 'Project name',
      kind: 'text',
      headers: ['projectname', 'project', 'name', 'title'],
      required: true,
    },
    clientField,
    {
      name: 'status',
      label: 'Status',
      kind: 'choice',
      headers: ['status'],
      choices: choicesOf(PROJECT_STATUS_LABELS),
    },
    date('startDate', 'Start date', 'startdate', 'start'),
    date('dueDate', 'Due date', 'duedate', 'deadline', 'due'),
    amount('price', 'Price', 'price', 'budget', 'quote', 'amount'),
    {
      name: 'paid',
      label: 'Paid',
      kind: 'choice',
      headers: ['paid'],
      choices: {
        paid: 'true',
        unpaid: 'false',
        yes: 'true',
        no: 'false',
        true: 'true',
        false: 'false',
      },
    },
    notesField,
    createdAtField,
  ],
  domains: [
    idField,
    {
      name: 'domainName',
      label: 'Domain',
      kind: 'text',
      headers: ['domain', 'domainname', 'website', 'url'],
      required: true,
    },
    clientField,
    {
      ...date('expiryDate', 'Expiry date', 'expirydate', 'expiry', 'expires', 'renewaldate'),
      required: true,
    },
    amount('renewalPrice', 'Renewal price', 'renewalprice', 'cost'),
    { name: 'registrar', label: 'Registrar', kind: 'text', headers: ['registrar'] },
    {
      name: 'renewalPeriod',
      label: 'Renewal period (months)',
      kind: 'integer',
      headers: ['renewalperiodmonths', 'renewalperiod', 'period'],
    },
    { name: 'emailProvider', label: 'Email provider', kind: 'text', headers: ['emailprovider'] },
    date('emailRenewalDate', 'Email renewal date', 'emailrenewaldate'),
    amount('emailRenewalPrice', 'Email renewal price', 'emailrenewalprice'),
    date('hostingRenewalDate', 'Hosting renewal date', 'hostingrenewaldate'),
    amount('hostingRenewalPrice', 'Hosting renewal price', 'hostingrenewalprice'),
    amount('renewalQuotePrice', 'Renewal quote price', 'renewalquoteprice', 'price'),
    amount('emailRenewalQuotePrice', 'Email renewal quote price', 'emailrenewalquoteprice'),
    amount('hostingRenewalQuotePrice', 'Hosting renewal quote price', 'hostingrenewalquoteprice'),
    notesField,
  ],
  invoices: [
    idField,
    {
      name: 'invoiceNumber',
      label: 'Invoice number',
      kind: 'text',
      headers: ['invoicenumber', 'number', 'invoice', 'invoiceno', 'reference'],
      required: true,
    },
    clientField,
    { name: 'project', label: 'Project', kind: 'text', headers: ['project', 'projectname'] },
    {
      ...date('invoiceDate', 'Invoice date', 'invoicedate', 'date', 'dated', 'issuedate'),
      required: true,
    },
    date('dueDate', 'Due date', 'duedate', 'due'),
    {
      name: 'status',
      label: 'Status',
      kind: 'choice',
      headers: ['status'],
      choices: INVOICE_STATUS_CHOICES,
    },
    {
      name: 'description',
      label: 'Line description',
      kind: 'text',
      headers: [
        'description',
        'item',
        'itemdescription',
        'linedescription',
        'details',
        'itemnotes',
      ],
    },
    {
      name: 'quantity',
      label: 'Quantity',
      kind: 'text',
      headers: ['quantity', 'qty', 'itemquantity'],
    },
    amount('unitPrice', 'Unit price', 'unitprice', 'rate', 'unitcost', 'price', 'itemcost'),
    {
      name: 'vatRate',
      label: 'VAT rate',
      kind: 'choice',
      headers: ['vatrate', 'taxrate', 'itemtaxrate', 'itemtaxrate1'],
      choices: VAT_RATE_CHOICES,
    },
    amount('amount', 'Amount', 'amount', 'total'),
    amount('net', 'Net', 'net', 'subtotal', 'netamount'),
    amount('vat', 'VAT', 'vat', 'vatamount', 'tax'),
    amount('disbursements', 'Disbursements', 'disbursements'),
    amount('amountPaid', 'Amount paid', 'amountpaid', 'paid', 'paidtodate'),
    {
      name: 'paidAt',
      label: 'Paid at',
      kind: 'instant',
      headers: ['paidat', 'paidon', 'datepaid'],
    },
    createdAtField,
  ],
  expenses: [
    idField,
    {
      ...date('invoiceDate', 'Date', 'date', 'invoicedate', 'expensedate', 'dated'),
      required: true,
    },
    {
      name: 'expenseType',
      label: 'Type',
      kind: 'choice',
      headers: ['type'],
      choices: choicesOf(EXPENSE_TYPE_LABELS),
    },
    {
      name: 'allocation',
      label: 'Allocation',
      kind: 'choice',
      headers: ['allocation', 'category'],
      choices: choicesOf(EXPENSE_ALLOCATION_LABELS),
    },
    {
      name: 'provider',
      label: 'Provider',
      kind: 'text',
      headers: ['provider', 'supplier', 'vendor', 'payee', 'merchant'],
      required: true,
    },
    {
      name: 'description',
      label: 'Description',
      kind: 'text',
      headers: ['description', 'details', 'memo'],
    },
    { ...amount('amount', 'Amount', 'amount', 'total', 'gross', 'grossamount'), required: true },
    amount('vatAmount', 'VAT', 'vat', 'vatamount', 'tax'),
    createdAtField,
  ],
};

/** The field of `entity` called `name`, if there is one. */
export function importField(entity: ImportEntity, name: string): ImportField | undefined {
  return IMPORT_FIELDS[entity].find((field) => field.name === name);
}
