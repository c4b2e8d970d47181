import { Card, ThemeToggle } from '@crm/ui';

/** Dark mode, remembered in this browser as soon as it changes. */
export function AppearanceSection() {
  return (
    <Card title="Appearance" description="Your choice is saved automatically in this browser.">
      <ThemeToggle />
    </Card>
  );
}
