import { DatePicker, FormRow, NumberField, Select, Switch, TextArea, TextField } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import { DomainCreateSchema, MAX_RENEWAL_INVOICE_DAYS, RENEWAL_PERIODS } from '@crm/domain';
import type { Domain } from '@crm/domain';
import { ClientPicker } from '../../shared/pickers';
import { editedFields, FormDialog, useFormDialog } from '../../shared/forms';
import { CredentialsEditor } from './CredentialsEditor';
import { initialDomainValues, toDomainInput } from './domain-form-state';
import type { PriceField } from './domain-form-state';
import { useSaveDomain } from './domains.queries';
import './domains.css';

const PERIOD_OPTIONS: ListOption[] = RENEWAL_PERIODS.map((months) => ({
  id: months,
  label: months === '1' ? '1 month' : `${months} months`,
}));

export type DomainFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Edit this domain; without it the dialog adds one. */
  domain?: Domain;
  /** Preselects the client of a new domain (e.g. from a client's page). */
  defaultClientId?: string | null;
};

/** 'Add New Domain' or 'Edit Domain': renewals of the domain, email and hosting, and credentials. */
export function DomainFormDialog({
  isOpen,
  onOpenChange,
  domain,
  defaultClientId,
}: DomainFormDialogProps) {
  // Each opening starts from the domain or blanks.
  const initial = () => initialDomainValues(domain, defaultClientId);
  const form = useFormDialog({ isOpen, onOpenChange }, DomainCreateSchema, initial, {
    toInput: toDomainInput,
  });
  const save = useSaveDomain();

  const money = (key: PriceField) => ({
    isMoney: true,
    placeholder: '0.00',
    ...form.fieldProps(key),
  });

  const feedback = form.saved({
    success: domain ? 'Domain updated successfully' : 'Domain created successfully',
    failure: 'Failed to save domain',
  });
  // An edit sends only what the user changed: the scheduler may have moved a renewal date on
  // while the dialog was open, and the date shown then is not one the user chose. With nothing
  // changed there is nothing to save.
  const submit = form.submit((body, values) => {
    if (!domain) return save.mutate({ body }, feedback);
    const edited = editedFields(body, toDomainInput(form.startValues), toDomainInput(values));
    if (Object.keys(edited).length === 0) return onOpenChange(false);
    save.mutate({ id: domain.id, body: edited }, feedback);
  });

  return (
    <FormDialog
      {...form.dialogProps}
      title={domain ? 'Edit Domain' : 'Add New Domain'}
      formLabel={domain ? 'Edit domain' : 'New domain'}
      submitLabel={domain ? 'Update Domain' : 'Add Domain'}
      isPending={save.isPending}
      onSubmit={submit}
      size="xl"
    >
      <FormRow>
        <TextField
          label="Domain Name"
          isRequired
          placeholder="example.co.uk"
          description="Any https://, www. or path is removed."
          {...form.fieldProps('domainName')}
        />
        <ClientPicker label="Client" isRequired {...form.fieldProps('clientId')} />
      </FormRow>
      <FormRow>
        <DatePicker label="Expiry Date" isRequired {...form.fieldProps('expiryDate')} />
        <TextField label="Registrar" placeholder="e.g. 123 Reg" {...form.fieldProps('registrar')} />
        <Select
          label="Renewal Period"
          items={PERIOD_OPTIONS}
          {...form.selectProps('renewalPeriod')}
        />
      </FormRow>
      <FormRow>
        <NumberField label="Renewal Price (£)" {...money('renewalPrice')} />
        <NumberField label="Renewal Quote Price (£)" {...money('renewalQuotePrice')} />
      </FormRow>
      <fieldset className="domain-form-group">
        <legend>Email</legend>
        <FormRow>
          <TextField
            label="Email Provider"
            placeholder="e.g. Google Workspace"
            {...form.fieldProps('emailProvider')}
          />
          <DatePicker label="Email Renewal Date" {...form.fieldProps('emailRenewalDate')} />
        </FormRow>
        <FormRow>
          <NumberField label="Email Renewal Price (£)" {...money('emailRenewalPrice')} />
          <NumberField label="Email Renewal Quote Price (£)" {...money('emailRenewalQuotePrice')} />
        </FormRow>
      </fieldset>
      <fieldset className="domain-form-group">
        <legend>Hosting</legend>
        <FormRow>
          <DatePicker label="Hosting Renewal Date" {...form.fieldProps('hostingRenewalDate')} />
          <NumberField label="Hosting Renewal Price (£)" {...money('hostingRenewalPrice')} />
          <NumberField
            label="Hosting Renewal Quote Price (£)"
            {...money('hostingRenewalQuotePrice')}
          />
        </FormRow>
      </fieldset>
      <fieldset className="domain-form-group">
        <legend>Renewal invoices</legend>
        <FormRow>
          <Switch
            {...form.checkboxProps('renewalInvoicing')}
            description="Before each renewal with a quote price (domain, email and hosting), an invoice for it is made for the client, once. Once it is paid, the renewal date moves on by the renewal period on the renewal day: until then it still shows the day you must renew. A renewal already past, or whose invoice you delete, is left to you."
          >
            Invoice renewals automatically
          </Switch>
          {form.values.renewalInvoicing ? (
            <>
              <NumberField
                label="Days before renewal"
                minValue={1}
                maxValue={MAX_RENEWAL_INVOICE_DAYS}
                {...form.fieldProps('renewalInvoiceDaysBefore')}
              />
              <Switch
                {...form.checkboxProps('renewalInvoiceAutoSend')}
                description="Otherwise it waits for you to email it, and no reminder goes until you do."
              >
                Email the invoice to the client
              </Switch>
            </>
          ) : null}
        </FormRow>
      </fieldset>
      <CredentialsEditor
        credentials={form.values.credentials}
        onChange={(credentials) => form.setValues((current) => ({ ...current, credentials }))}
        errors={form.errors}
        onFieldEdited={form.clearErrors}
      />
      <TextArea label="Notes" {...form.fieldProps('notes')} />
    </FormDialog>
  );
}
