import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDropZone } from './FileDropZone';

const meta = {
  title: 'UI/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Receipt',
    accept: ['.pdf', '.jpg', '.jpeg', '.png'],
    hint: 'PDF, JPG or PNG, max 10MB',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  return canvasElement.querySelector('input[type="file"]')!;
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(['%PDF-1.4'], 'aws-invoice-march.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(canvas.getByText('aws-invoice-march.pdf')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove aws-invoice-march.pdf' }));
    await expect(canvas.queryByText('aws-invoice-march.pdf')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const TooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'scan.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This file is too large (11 MB). The maximum size is 10 MB.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <FileDropZone {...args} label="Empty" />
      <FileDropZone
        {...args}
        label="Chosen"
        value={new File(['x'.repeat(2048)], 'contract-2025.pdf', { type: 'application/pdf' })}
      />
      <FileDropZone
        {...args}
        label="Invalid"
        isInvalid
        errorMessage="Please select a file to upload"
      />
      <FileDropZone {...args} label="Disabled" isDisabled />
    </div>
  ),
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Please select a file' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const LongFileName: Story = {
  args: {
    value: new File(
      ['data'],
      'a-very-long-file-name-for-a-scanned-receipt-from-a-hosting-provider-2025-03-14.pdf',
      {
        type: 'application/pdf',
      },
    ),
  },
};
