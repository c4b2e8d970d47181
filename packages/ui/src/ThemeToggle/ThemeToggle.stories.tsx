import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle';

// The ThemeProvider comes from .storybook/preview.tsx (toolbar theme, nothing stored).
const meta = {
  title: 'UI/ThemeToggle',
  component: ThemeToggle,
  args: { label: 'Dark Mode' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Dark Mode' });
    const root = canvasElement.ownerDocument.documentElement;
    const wasDark = root.classList.contains('dark');
    await userEvent.click(toggle);
    await expect(root.classList.contains('dark')).toBe(!wasDark);
    await userEvent.click(toggle);
    await expect(root.classList.contains('dark')).toBe(wasDark);
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ThemeToggle />
      <ThemeToggle label="Use dark theme" />
    </div>
  ),
};
