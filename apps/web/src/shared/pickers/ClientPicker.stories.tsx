import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb } from '@crm/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { ClientPicker } from './ClientPicker';
import { withScreen } from '../../stories/screen-decorator';

function Picker({ initial }: { initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div style={{ maxWidth: '24rem' }}>
      <ClientPicker label="Client" isRequired value={value} onChange={setValue} />
      <output>Chosen: {value ?? 'none'}</output>
    </div>
  );
}

const meta = {
  title: 'Features/Clients/ClientPicker',
  component: Picker,
  decorators: [withScreen],
  args: { initial: null },
  parameters: { mocks: {} },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Searches the server as you type; only the first 20 matches are fetched. */
export const SearchAndPick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Client/ }), 'florist');
    await userEvent.click(
      await within(document.body).findByRole(
        'option',
        { name: /Hughes Florists/ },
        { timeout: 5000 },
      ),
    );
    await expect(canvas.getByText(/^Chosen: c0ffee00/)).toBeVisible();
  },
};

export const WithValue: Story = { args: { initial: createMockDb().clients[0]!.id } };
