import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { DatePicker } from '../DatePicker';
import { NumberField } from '../NumberField';
import { Select } from '../Select';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { Form, FormActions, FormRow } from './Form';

function ClientForm() {
  const [nameError, setNameError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) {
      setNameError('Client name is required');
      setSaved(null);
      return;
    }
    setNameError(null);
    setSaved(name);
  };
  return (
    <Form onSubmit={onSubmit} style={{ maxWidth: 560 }}>
      <TextField
        name="name"
        label="Name"
        isRequired
        isInvalid={Boolean(nameError)}
        errorMessage={nameError}
      />
      <FormRow>
        <TextField name="email" label="Email" type="email" />
        <TextField name="phone" label="Phone" type="tel" />
      </FormRow>
      <FormRow>
        <NumberField name="price" label="Price (£)" isMoney />
        <DatePicker name="dueDate" label="Due date" />
      </FormRow>
      <Select
        name="status"
        label="Status"
        defaultValue="lead"
        items={[
          { id: 'lead', label: 'Lead' },
          { id: 'active', label: 'Active' },
        ]}
      />
      <TextArea name="notes" label="Notes" />
      <FormActions>
        <Button variant="outline" type="reset">
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </FormActions>
      {saved ? <p role="status">Saved {saved}</p> : null}
    </Form>
  );
}

const meta = {
  title: 'UI/Form',
  component: ClientForm,
} satisfies Meta<typeof ClientForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Client name is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Acme Ltd');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved Acme Ltd');
  },
};

export const Catalog: Story = {
  render: () => (
    <Form
      validationErrors={{ email: 'Email is already used by another client' }}
      style={{ maxWidth: 560 }}
    >
      <FormRow>
        <TextField name="name" label="Name" defaultValue="Acme Ltd" />
        <TextField name="email" label="Email" defaultValue="hello@acme.test" />
      </FormRow>
      <TextField name="disabled" label="Disabled" isDisabled defaultValue="Not editable" />
      <FormActions>
        <Button variant="outline">Cancel</Button>
        <Button isPending>Saving</Button>
      </FormActions>
    </Form>
  ),
};
