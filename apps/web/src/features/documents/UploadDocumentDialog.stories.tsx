import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb } from '@crm/mocks';
import { expect, fn } from 'storybook/test';
import { UploadDocumentDialog } from './UploadDocumentDialog';
import { withScreen } from '../../stories/screen-decorator';
import { findOpenDialog } from '../../stories/find-open-dialog';

const meta = {
  title: 'Features/Documents/UploadDocumentDialog',
  component: UploadDocumentDialog,
  decorators: [withScreen],
  args: { isOpen: true, onOpenChange: fn(), clientId: createMockDb().clients[0]!.id },
  parameters: { mocks: {} },
} satisfies Meta<typeof UploadDocumentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await findOpenDialog('Upload Document');
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await expect(
      dialog.getByText('PDF, DOCX, DOC, TXT, PNG, JPG or JPEG (max 10MB)'),
    ).toBeInTheDocument();
  },
};
