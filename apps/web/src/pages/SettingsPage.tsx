import { SettingsScreen } from '../features/settings';

export function SettingsPage() {
  return <SettingsScreen />;
}
