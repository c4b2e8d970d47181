import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb, errorHandlers } from '@crm/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { VatSection } from './VatSection';
import { withScreen } from '../../stories/screen-decorator';
import { vatRegisteredDb } from '../../stories/vat-stories';

const meta = {
  title: 'Features/Settings/VatSection',
  component: VatSection,
  decorators: [withScreen],
  parameters: { path: '/settings', mocks: {} },
} satisfies Meta<typeof VatSection>;

export default meta;
type Story = StoryObj<typeof meta>;

// The first answer can take a moment while the mock service worker starts.
const FIRST_ANSWER = { timeout: 5000 };

/** Not registered: the switch alone, and what that means for invoices. */
export const NotRegistered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'VAT settings' }, FIRST_ANSWER);
    await expect(within(form).getByRole('switch', { name: 'VAT registered' })).not.toBeChecked();
    await expect(within(form).queryByLabelText(/^VAT number/)).toBeNull();
  },
};

/** Registered: the number, the scheme, the default rate of new lines. */
export const Registered: Story = {
  parameters: { mocks: { db: () => vatRegisteredDb() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'VAT settings' }, FIRST_ANSWER);
    await expect(within(form).getByRole('switch', { name: 'VAT registered' })).toBeChecked();
    await expect(within(form).getByLabelText(/^VAT number/)).toHaveValue('GB123456789');
    await expect(within(form).getByRole('radio', { name: 'Standard (accrual)' })).toBeChecked();
  },
};

/** The flat rate scheme asks for its percentage; saving without one says so at the field. */
export const FlatRateNeedsItsPercentage: Story = {
  parameters: { mocks: { db: () => vatRegisteredDb() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'VAT settings' }, FIRST_ANSWER);
    await userEvent.click(within(form).getByRole('radio', { name: 'Flat rate' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save VAT settings' }));
    await expect(
      within(form).getByText('Flat rate percentage is required for the flat rate scheme'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mocks: { db: () => createMockDb(), delay: 'infinite' } },
};

export const ErrorState: Story = {
  parameters: { mocks: { handlers: errorHandlers(500) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load the VAT settings', {}, FIRST_ANSWER),
    ).toBeVisible();
  },
};
