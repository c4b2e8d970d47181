import { useState } from 'react';
import { Button, DatePicker, Form, FormActions, FormRow, NumberField, ResponsiveDialog, Select, TextArea, TextField } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import { DomainCreateSchema, RENEWAL_PERIODS } from '@crm/domain';
import type { Domain, RenewalPeriod } from '@crm/domain';
import { useFormErrors } from '../../lib/form-errors';
import { ClientPicker } from '../clients';
import { useSaveFeedback } from '../forms';
import { CredentialsEditor } from './CredentialsEditor';
import { initialDomainValues, toDomainInput } from './domain-form-state';
import type { DomainFormValues, PriceField } from './domain-form-state';
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
export function DomainFormDialog({ isOpen, onOpenChange, domain, defaultClientId }: DomainFormDialogProps) {
  return (
    <ResponsiveDialog title={domain ? 'Edit Domain' : 'Add New Domain'} isOpen={isOpen} onOpenChange={onOpenChange} size="xl">
      {isOpen ? <DomainForm domain={domain} defaultClientId={defaultClientId} onDone={() => onOpenChange(false)} /> : null}
    </ResponsiveDialog>
  );
}

type DomainFormProps = { domain: Domain | undefined; defaultClientId: string | null | undefined; onDone: () => void };

function DomainForm({ domain, defaultClientId, onDone }: DomainFormProps) {
  const [values, setValues] = useState<DomainFormValues>(() => initialDomainValues(domain, defaultClientId));
  const errors = useFormErrors();
  const save = useSaveDomain();
  const saveFeedback = useSaveFeedback(errors.setErrors);

  const set = <K extends keyof DomainFormValues>(key: K, value: DomainFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };
  const field = (key: string) => ({ isInvalid: Boolean(errors.errorFor(key)), errorMessage: errors.errorFor(key) });
  const text = (key: 'domainName' | 'registrar' | 'emailProvider') => ({
    value: values[key],
    onChange: (value: string) => set(key, value),
    ...field(key),
  });
  const money = (key: PriceField) => ({
    isMoney: true,
    placeholder: '0.00',
    value: values[key],
    onChange: (value: number) => set(key, value),
    ...field(key),
  });
  const date = (key: 'expiryDate' | 'emailRenewalDate' | 'hostingRenewalDate') => ({
    value: values[key],
    onChange: (value: string | null) => set(key, value),
    ...field(key),
  });

  const submit = () => {
    const body = errors.validate(DomainCreateSchema, toDomainInput(values));
    if (!body) return;
    save.mutate(
      { id: domain?.id, body },
      saveFeedback({
        success: domain ? 'Domain updated successfully' : 'Domain created successfully',
        failure: 'Failed to save domain',
        onSaved: onDone,
      }),
    );
  };

  return (
    <Form
      aria-label={domain ? 'Edit domain' : 'New domain'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormRow>
        <TextField
          label="Domain Name"
          isRequired
          placeholder="example.co.uk"
          description="Any https://, www. or path is removed."
          {...text('domainName')}
        />
        <ClientPicker
          label="Client"
          isRequired
          value={values.clientId}
          onChange={(clientId) => set('clientId', clientId)}
          errorMessage={errors.errorFor('clientId')}
        />
      </FormRow>
      <FormRow>
        <DatePicker label="Expiry Date" isRequired {...date('expiryDate')} />
        <TextField label="Registrar" placeholder="e.g. 123 Reg" {...text('registrar')} />
        <Select
          label="Renewal Period"
          items={PERIOD_OPTIONS}
          selectedKey={values.renewalPeriod}
          onSelectionChange={(key) => key !== null && set('renewalPeriod', String(key) as RenewalPeriod)}
          {...field('renewalPeriod')}
        />
      </FormRow>
      <FormRow>
        <NumberField label="Renewal Price (£)" {...money('renewalPrice')} />
        <NumberField label="Renewal Quote Price (£)" {...money('renewalQuotePrice')} />
      </FormRow>
      <fieldset className="domain-form-group">
        <legend>Email</legend>
        <FormRow>
          <TextField label="Email Provider" placeholder="e.g. Google Workspace" {...text('emailProvider')} />
          <DatePicker label="Email Renewal Date" {...date('emailRenewalDate')} />
        </FormRow>
        <FormRow>
          <NumberField label="Email Renewal Price (£)" {...money('emailRenewalPrice')} />
          <NumberField label="Email Renewal Quote Price (£)" {...money('emailRenewalQuotePrice')} />
        </FormRow>
      </fieldset>
      <fieldset className="domain-form-group">
        <legend>Hosting</legend>
        <FormRow>
          <DatePicker label="Hosting Renewal Date" {...date('hostingRenewalDate')} />
          <NumberField label="Hosting Renewal Price (£)" {...money('hostingRenewalPrice')} />
          <NumberField label="Hosting Renewal Quote Price (£)" {...money('hostingRenewalQuotePrice')} />
        </FormRow>
      </fieldset>
      <CredentialsEditor
        credentials={values.credentials}
        onChange={(credentials) => setValues((current) => ({ ...current, credentials }))}
        errors={errors.errors}
        onFieldEdited={errors.clear}
      />
      <TextArea label="Notes" value={values.notes} onChange={(notes) => set('notes', notes)} {...field('notes')} />
      <FormActions>
        <Button variant="outline" onPress={onDone} isDisabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {domain ? 'Update Domain' : 'Add Domain'}
        </Button>
      </FormActions>
    </Form>
  );
}
