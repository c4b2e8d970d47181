import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocumentLink, Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/clients', children: 'Back to Clients', variant: 'default' },
  argTypes: { variant: { control: 'select', options: ['default', 'muted', 'plain'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Back to Clients' }),
    ).toHaveAttribute('href', '/clients');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Link href="/invoices">View All</Link>
      <Link href="/domains" variant="muted">
        View All Domains
      </Link>
      <Link href="/clients/1" variant="plain">
        Plain link
      </Link>
      <DocumentLink href="mailto:ada@example.com">ada@example.com</DocumentLink>
      <DocumentLink href="/api/logout" variant="muted">
        Logout (server route)
      </DocumentLink>
      <Link href="https://example.com" target="_blank" rel="noreferrer">
        External (new tab)
      </Link>
      <Link isDisabled>Disabled</Link>
    </div>
  ),
};

export const LongText: Story = {
  args: {
    children:
      'A link with a very long label that wraps onto the next line when the column is narrow',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 220 }}>
        <Story />
      </div>
    ),
  ],
};
