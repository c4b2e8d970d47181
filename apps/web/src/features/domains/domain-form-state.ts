import {
  DEFAULT_CREDENTIAL_TYPE,
  DEFAULT_RENEWAL_INVOICE_DAYS,
  DEFAULT_RENEWAL_PERIOD,
  toPence,
} from '@crm/domain';
import type { CredentialType, Domain, DomainCreateInput, RenewalPeriod } from '@crm/domain';

/** One credential row of the editor; `id` is kept for stored ones. */
export type CredentialValues = {
  key: string;
  id?: string;
  type: CredentialType;
  description: string;
  username: string;
  password: string;
  url: string;
  /** A stored password the server could not decrypt (its key is missing); never sent back. */
  unreadable?: true | undefined;
};

/** The money fields of a domain; NaN is an empty field. */
export const PRICE_FIELDS = [
  'renewalPrice',
  'renewalQuotePrice',
  'emailRenewalPrice',
  'emailRenewalQuotePrice',
  'hostingRenewalPrice',
  'hostingRenewalQuotePrice',
] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

type TextFields = 'domainName' | 'registrar' | 'emailProvider' | 'notes';
type DateFields = 'expiryDate' | 'emailRenewalDate' | 'hostingRenewalDate';

export type DomainFormValues = Record<TextFields, string> &
  Record<DateFields, string | null> &
  Record<PriceField, number> & {
    clientId: string | null;
    renewalPeriod: RenewalPeriod;
    renewalInvoicing: boolean;
    /** NaN while the field is empty. */
    renewalInvoiceDaysBefore: number;
    renewalInvoiceAutoSend: boolean;
    credentials: CredentialValues[];
  };

let counter = 0;
const nextKey = () => `credential-${++counter}`;

/** A new credential: type admin, everything else blank. */
export function emptyCredential(): CredentialValues {
  return {
    key: nextKey(),
    type: DEFAULT_CREDENTIAL_TYPE,
    description: '',
    username: '',
    password: '',
    url: '',
  };
}

const price = (value: string | null | undefined) => (value ? toPence(value) / 100 : Number.NaN);

/** The form's starting values: the domain being edited (its renewal period included) or blanks. */
export function initialDomainValues(
  domain: Domain | undefined,
  defaultClientId: string | null | undefined,
): DomainFormValues {
  return {
    domainName: domain?.domainName ?? '',
    clientId: domain?.clientId ?? defaultClientId ?? null,
    expiryDate: domain?.expiryDate ?? null,
    registrar: domain?.registrar ?? '',
    renewalPeriod: domain?.renewalPeriod ?? DEFAULT_RENEWAL_PERIOD,
    renewalInvoicing: domain?.renewalInvoicing ?? false,
    renewalInvoiceDaysBefore: domain?.renewalInvoiceDaysBefore ?? DEFAULT_RENEWAL_INVOICE_DAYS,
    renewalInvoiceAutoSend: domain?.renewalInvoiceAutoSend ?? false,
    emailProvider: domain?.emailProvider ?? '',
    emailRenewalDate: domain?.emailRenewalDate ?? null,
    hostingRenewalDate: domain?.hostingRenewalDate ?? null,
    notes: domain?.notes ?? '',
    renewalPrice: price(domain?.renewalPrice),
    renewalQuotePrice: price(domain?.renewalQuotePrice),
    emailRenewalPrice: price(domain?.emailRenewalPrice),
    emailRenewalQuotePrice: price(domain?.emailRenewalQuotePrice),
    hostingRenewalPrice: price(domain?.hostingRenewalPrice),
    hostingRenewalQuotePrice: price(domain?.hostingRenewalQuotePrice),
    credentials: (domain?.credentials ?? []).map((credential) => ({
      ...credential,
      key: nextKey(),
      url: credential.url ?? '',
    })),
  };
}

const priceInput = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : null);

/** What the domain schema parses: empty prices as null, empty dates and text as ''. */
export function toDomainInput(values: DomainFormValues): DomainCreateInput {
  const prices = Object.fromEntries(
    PRICE_FIELDS.map((field) => [field, priceInput(values[field])]),
  ) as Record<PriceField, string | null>;
  return {
    domainName: values.domainName,
    clientId: values.clientId ?? '',
    expiryDate: values.expiryDate ?? '',
    registrar: values.registrar,
    renewalPeriod: values.renewalPeriod,
    renewalInvoicing: values.renewalInvoicing,
    // A field emptied and then hidden (invoicing switched off) does not stop the save.
    renewalInvoiceDaysBefore:
      values.renewalInvoicing || Number.isFinite(values.renewalInvoiceDaysBefore)
        ? values.renewalInvoiceDaysBefore
        : DEFAULT_RENEWAL_INVOICE_DAYS,
    renewalInvoiceAutoSend: values.renewalInvoiceAutoSend,
    emailProvider: values.emailProvider,
    emailRenewalDate: values.emailRenewalDate ?? '',
    hostingRenewalDate: values.hostingRenewalDate ?? '',
    notes: values.notes,
    ...prices,
    credentials: values.credentials.map(({ id, type, description, username, password, url }) => ({
      ...(id ? { id } : {}),
      type,
      description,
      username,
      password,
      url,
    })),
  };
}
