import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb, errorHandlers } from '@crm/mocks';
import { expect, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import { VatReturnScreen } from './VatReturnScreen';
import { withScreen } from '../../stories/screen-decorator';
import { sampleVatReturnHandler, vatRegisteredDb } from '../../stories/vat-stories';

const meta = {
  title: 'Screens/VAT Return',
  component: VatReturnScreen,
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    path: '/reports/vat',
    mocks: { db: () => vatRegisteredDb(), handlers: [sampleVatReturnHandler('pay')] },
  },
  render: () => (
    <AppLayout>
      <VatReturnScreen />
    </AppLayout>
  ),
} satisfies Meta<typeof VatReturnScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIRST_ANSWER = { timeout: 5000 };

/** This quarter: the nine boxes, box 5 to pay, and the sales and purchases behind them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = await canvas.findByRole('table', { name: 'VAT return boxes' }, FIRST_ANSWER);
    await expect(within(boxes).getAllByRole('row')).toHaveLength(10);
    await expect(canvas.getByText(/£150\.00 to pay to HMRC/)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Sales' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

/** More VAT reclaimed than due: box 5 is a repayment. */
export const Reclaim: Story = {
  parameters: {
    mocks: { db: () => vatRegisteredDb(), handlers: [sampleVatReturnHandler('reclaim')] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/£850\.00 to reclaim from HMRC/, {}, FIRST_ANSWER),
    ).toBeVisible();
  },
};

/** No sales or purchases in the period. */
export const Empty: Story = {
  parameters: {
    mocks: { db: () => vatRegisteredDb(), handlers: [sampleVatReturnHandler('empty')] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No sales or purchases in this period',
        {},
        FIRST_ANSWER,
      ),
    ).toBeVisible();
  },
};

/** Not VAT registered: a way to Settings › VAT instead of a return. */
export const NotRegistered: Story = {
  parameters: { mocks: { db: () => createMockDb(), handlers: [] } },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole(
      'link',
      { name: 'Open Settings › VAT' },
      FIRST_ANSWER,
    );
    await expect(link).toHaveAttribute('href', '/settings#vat');
  },
};

export const Loading: Story = {
  parameters: { mocks: { db: () => vatRegisteredDb(), delay: 'infinite' } },
};

export const ErrorState: Story = {
  parameters: {
    mocks: {
      db: () => vatRegisteredDb(),
      handlers: errorHandlers(500).filter(
        (h) =>
          !['/api/auth/user', '/api/settings/vat'].some((p) => String(h.info.path).includes(p)),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load the VAT return', {}, FIRST_ANSWER),
    ).toBeVisible();
  },
};
