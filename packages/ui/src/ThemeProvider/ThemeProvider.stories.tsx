import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { ThemeProvider, useTheme } from './ThemeProvider';

function ThemeReadout() {
  const { theme, toggleTheme } = useTheme();
  return (
    <Card title="Theme" description="Toggling sets data-theme and the dark class on <html>.">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <output>Current theme: {theme}</output>
        <Button variant="outline" onPress={toggleTheme}>
          Toggle theme
        </Button>
      </div>
    </Card>
  );
}

function ThemeDemo() {
  // Storage is off so the story never changes what the browser remembers.
  return (
    <ThemeProvider storage={null}>
      <ThemeReadout />
    </ThemeProvider>
  );
}

const meta = {
  title: 'UI/ThemeProvider',
  component: ThemeDemo,
} satisfies Meta<typeof ThemeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(canvas.getByText('Current theme: light')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle theme' }));
    await expect(canvas.getByText('Current theme: dark')).toBeInTheDocument();
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(root).toHaveClass('dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle theme' }));
    await expect(root).toHaveAttribute('data-theme', 'light');
    await expect(root).not.toHaveClass('dark');
  },
};

export const Catalog: Story = {
  render: () => <ThemeDemo />,
};
