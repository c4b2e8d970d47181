import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditIcon, EyeIcon, MoreHorizontalIcon, TrashIcon } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: {
    'aria-label': 'Edit client',
    children: <EditIcon />,
    variant: 'ghost',
    size: 'md',
    onPress: fn(),
  },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'],
    },
    size: { control: 'select', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit client' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['ghost', 'outline', 'secondary', 'primary', 'destructive'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <IconButton variant={variant} aria-label={`View (${variant})`}>
            <EyeIcon />
          </IconButton>
          <IconButton variant={variant} size="sm" aria-label={`More (${variant})`}>
            <MoreHorizontalIcon />
          </IconButton>
          <IconButton variant={variant} isDisabled aria-label={`Delete disabled (${variant})`}>
            <TrashIcon />
          </IconButton>
          <IconButton variant={variant} isPending aria-label={`Saving (${variant})`}>
            <EditIcon />
          </IconButton>
        </div>
      ))}
    </div>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };
