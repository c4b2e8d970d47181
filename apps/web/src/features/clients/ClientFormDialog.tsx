import { useId } from 'react';
import { Button, Checkbox, FormRow, TextArea, TextField } from '@crm/ui';
import {
  ClientCreateSchema,
  LATE_PAYMENT_BUSINESS_ONLY_MESSAGE,
  latePaymentClaimsAllowed,
} from '@crm/domain';
import type { Client } from '@crm/domain';
import { FormDialog, useFormDialog } from '../../shared/forms';
import type { ClientAction } from './ClientCard';
import { useSaveClient } from './clients.queries';

export type ClientFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The client to edit; leave out to add a new one. */
  client?: Client;
  /**
   * A Quick Action was chosen: this dialog closes and the parent opens the quote or invoice form
   * (those are other features' dialogs, so a screen above this feature composes them).
   */
  onAction?: (client: Client, action: ClientAction) => void;
};

type Values = {
  name: string;
  email: string;
  phone: string;
  businessName: string;
  address: string;
  notes: string;
  tags: string;
  latePaymentClaims: boolean;
};

function valuesOf(client: Client | undefined): Values {
  return {
    name: client?.name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    businessName: client?.businessName ?? '',
    address: client?.address ?? '',
    notes: client?.notes ?? '',
    tags: client?.tags ?? '',
    latePaymentClaims: client?.latePaymentClaims ?? false,
  };
}

/** 'Add New Client' or 'Edit Client' (with Quick Actions): a drawer under 768px, a dialog otherwise. */
export function ClientFormDialog({
  isOpen,
  onOpenChange,
  client,
  onAction,
}: ClientFormDialogProps) {
  const quickActionsId = useId();
  // Each opening starts from the record as it is now.
  const form = useFormDialog({ isOpen, onOpenChange }, ClientCreateSchema, () => valuesOf(client), {
    // The Act covers debts between businesses: the message goes on the business name.
    refine: (errors, values) =>
      latePaymentClaimsAllowed(values)
        ? errors
        : { ...errors, businessName: LATE_PAYMENT_BUSINESS_ONLY_MESSAGE },
  });
  const save = useSaveClient();
  const submit = form.submit((body) =>
    save.mutate(
      { id: client?.id, body },
      form.saved({
        success: client ? 'Client updated successfully' : 'Client created successfully',
        failure: 'Failed to save client',
      }),
    ),
  );

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
              // The client goes with the action: the parent may forget it once this dialog closes.
              onOpenChange(false);
              onAction?.(editing, next);
            }}
          >
            {next === 'quote' ? 'Create Quote' : 'Create Invoice'}
          </Button>
        ))}
      </div>
    </section>
  );

  return (
    <FormDialog
      {...form.dialogProps}
      title={client ? 'Edit Client' : 'Add New Client'}
      formLabel={client ? 'Edit client' : 'Add new client'}
      submitLabel={client ? 'Update Client' : 'Create Client'}
      isPending={save.isPending}
      onSubmit={submit}
      size="lg"
      afterForm={client ? quickActions(client) : null}
    >
      <FormRow>
        <TextField
          label="Name"
          isRequired
          autoFocus
          autoComplete="off"
          {...form.fieldProps('name')}
        />
        <TextField label="Business Name" autoComplete="off" {...form.fieldProps('businessName')} />
      </FormRow>
      <FormRow>
        <TextField label="Email" type="email" autoComplete="off" {...form.fieldProps('email')} />
        <TextField label="Phone" type="tel" autoComplete="off" {...form.fieldProps('phone')} />
      </FormRow>
      <TextArea label="Address" rows={2} {...form.fieldProps('address')} />
      <TextField
        label="Tags"
        description="Separate tags with commas, e.g. retainer, web"
        {...form.fieldProps('tags')}
      />
      <TextArea label="Notes" {...form.fieldProps('notes')} />
      <Checkbox {...form.checkboxProps('latePaymentClaims')}>
        Claim statutory late payment interest and compensation on overdue invoices (business
        clients)
      </Checkbox>
    </FormDialog>
  );
}
