import { useEffect, useId, useState } from 'react';
import { Button, FormRow, TextArea, TextField } from '@crm/ui';
import { ClientCreateSchema } from '@crm/domain';
import type { Client } from '@crm/domain';
import { useFormErrors } from '../../lib/form-errors';
import { FormDialog, useSaveFeedback } from '../forms';
import { ClientActionDialogs } from './ClientActionDialogs';
import type { ClientAction } from './ClientActionDialogs';
import { useSaveClient } from './clients.queries';

export type ClientFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The client to edit; leave out to add a new one. */
  client?: Client;
};

type Values = { name: string; email: string; phone: string; businessName: string; address: string; notes: string; tags: string };

function valuesOf(client: Client | undefined): Values {
  return {
    name: client?.name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    businessName: client?.businessName ?? '',
    address: client?.address ?? '',
    notes: client?.notes ?? '',
    tags: client?.tags ?? '',
  };
}

/** 'Add New Client' or 'Edit Client' (with Quick Actions): a drawer under 768px, a dialog otherwise. */
export function ClientFormDialog({ isOpen, onOpenChange, client }: ClientFormDialogProps) {
  const quickActionsId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(client));
  const errors = useFormErrors();
  const save = useSaveClient();
  const saveFeedback = useSaveFeedback(errors.setErrors);
  const { clear: clearErrors } = errors;
  // Quick Actions close this dialog and open the quote or invoice form in its place.
  // The client is kept with the action: the parent may forget it once this dialog closes.
  const [action, setAction] = useState<{ client: Client; action: ClientAction } | null>(null);

  // Each opening starts from the record as it is now.
  useEffect(() => {
    if (!isOpen) return;
    setValues(valuesOf(client));
    clearErrors();
  }, [isOpen, client, clearErrors]);

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      errors.clear(name);
    },
    isInvalid: Boolean(errors.errorFor(name)),
    errorMessage: errors.errorFor(name),
  });

  const submit = () => {
    const body = errors.validate(ClientCreateSchema, values);
    if (!body) return;
    save.mutate(
      { id: client?.id, body },
      saveFeedback({
        success: client ? 'Client updated successfully' : 'Client created successfully',
        failure: 'Failed to save client',
        onSaved: () => onOpenChange(false),
      }),
    );
  };

  const quickActions = (editing: Client) => (
    <section className="client-quick-actions" aria-labelledby={quickActionsId}>
      <h3 id={quickActionsId} className="client-quick-actions-title">
        Quick Actions
      </h3>
      <div className="client-quick-actions-buttons">
        {(['quote', 'invoice'] as const).map((next) => (
          <Button
            key={next}
            variant="outline"
            size="sm"
            onPress={() => {
              onOpenChange(false);
              setAction({ client: editing, action: next });
            }}
          >
            {next === 'quote' ? 'Create Quote' : 'Create Invoice'}
          </Button>
        ))}
      </div>
    </section>
  );

  return (
    <>
      <FormDialog
        title={client ? 'Edit Client' : 'Add New Client'}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        formLabel={client ? 'Edit client' : 'Add new client'}
        submitLabel={client ? 'Update Client' : 'Create Client'}
        isPending={save.isPending}
        onSubmit={submit}
        size="lg"
        afterForm={client ? quickActions(client) : null}
      >
        <FormRow>
          <TextField label="Name" isRequired autoFocus autoComplete="off" {...field('name')} />
          <TextField label="Business Name" autoComplete="off" {...field('businessName')} />
        </FormRow>
        <FormRow>
          <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
          <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
        </FormRow>
        <TextArea label="Address" rows={2} {...field('address')} />
        <TextField label="Tags" description="Separate tags with commas, e.g. retainer, web" {...field('tags')} />
        <TextArea label="Notes" {...field('notes')} />
      </FormDialog>
      {action ? (
        <ClientActionDialogs client={action.client} action={action.action} onActionChange={(next) => !next && setAction(null)} />
      ) : null}
    </>
  );
}
