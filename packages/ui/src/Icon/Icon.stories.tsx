import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { IconComponent } from './createIcon';
import * as icons from './icons';

const entries = Object.entries(icons) as Array<[string, IconComponent]>;

function IconGallery({ size = 20 }: { size?: number }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 12,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {entries.map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
          <Icon size={size} />
          <span>{name.replace(/Icon$/, '')}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'UI/Icon',
  component: IconGallery,
  args: { size: 20 },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {[14, 16, 24].map((size) => (
        <div
          key={size}
          style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <strong style={{ width: 48 }}>{size}px</strong>
          {entries.slice(0, 16).map(([name, Icon]) => (
            <Icon key={name} size={size} />
          ))}
        </div>
      ))}
      <div style={{ display: 'flex', gap: 12, color: 'var(--color-primary)' }}>
        <icons.CheckCircleIcon size={24} aria-label="Done" />
        <icons.AlertIcon size={24} aria-label="Warning" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Done' })).toBeInTheDocument();
  },
};
