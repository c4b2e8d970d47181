import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ListOption } from '../ListBox';
import { ComboBox } from './ComboBox';

const clients: ListOption[] = [
  'Acme Ltd',
  'Bright Ideas',
  'Cobalt Studio',
  'Delta Builders',
  'Evergreen Cafe',
].map((name, index) => ({
  id: `client-${index}`,
  label: name,
}));

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: { label: 'Client', defaultItems: clients, placeholder: 'Search clients', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Client' });
    await userEvent.type(input, 'cob');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Cobalt Studio' }));
    await expect(args.onChange).toHaveBeenCalledWith('client-2');
    await expect(input).toHaveValue('Cobalt Studio');
  },
};

/** 100,000 generated clients searched "on the server" (a timer stands in for the request). */
const bigList: ListOption[] = Array.from({ length: 100_000 }, (_, index) => ({
  id: `big-${index}`,
  label: `Client ${String(index + 1).padStart(6, '0')}`,
}));

function AsyncClientPicker() {
  const [inputValue, setInputValue] = useState('');
  const [value, setValue] = useState<Key | null>(null);
  const [results, setResults] = useState<ListOption[]>([]);
  const [isLoading, setLoading] = useState(false);
  const query = useMemo(() => inputValue.trim().toLowerCase(), [inputValue]);

  useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      setResults(bigList.filter((item) => item.label.toLowerCase().includes(query)).slice(0, 20));
      setLoading(false);
    }, 250);
    return () => clearTimeout(timer);
  }, [query]);

  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <ComboBox
        label="Client (100,000)"
        items={results}
        inputValue={inputValue}
        onInputChange={setInputValue}
        value={value}
        onChange={setValue}
        isLoading={isLoading}
        description="Type to search; the first 20 matches are shown."
      />
      <output>Chosen: {value === null ? 'none' : String(value)}</output>
    </div>
  );
}

export const AsyncSearch: Story = {
  render: () => <AsyncClientPicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Client (100,000)' });
    await userEvent.type(input, '099999');
    const body = within(canvasElement.ownerDocument.body);
    const option = await body.findByRole('option', { name: 'Client 099999' }, { timeout: 3000 });
    await userEvent.click(option);
    await waitFor(() => expect(canvas.getByText('Chosen: big-99998')).toBeInTheDocument());
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <ComboBox label="Empty" defaultItems={clients} />
      <ComboBox label="Chosen" defaultItems={clients} defaultValue="client-1" />
      <ComboBox label="Loading" items={[]} isLoading />
      <ComboBox
        label="Invalid"
        defaultItems={clients}
        isInvalid
        errorMessage="Client is required"
      />
      <ComboBox label="Disabled" defaultItems={clients} isDisabled />
    </div>
  ),
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('No results found'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { defaultItems: undefined, items: [], isLoading: true } };

export const Disabled: Story = { args: { isDisabled: true } };
