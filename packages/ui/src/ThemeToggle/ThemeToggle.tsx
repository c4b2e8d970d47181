import { MoonIcon } from '../Icon';
import { Switch } from '../Switch';
import { useTheme } from '../ThemeProvider';
import './ThemeToggle.css';

/** Props of the dark-mode switch. */
export type ThemeToggleProps = {
  /** Defaults to 'Dark Mode'. */
  label?: string;
};

/** A 'Dark Mode' switch bound to the ThemeProvider; the choice is remembered. */
export function ThemeToggle({ label = 'Dark Mode' }: ThemeToggleProps) {
  const { theme, setTheme } = useTheme();
  return (
    <Switch
      className="ui-ThemeToggle"
      labelPosition="start"
      isSelected={theme === 'dark'}
      onChange={(isDark) => setTheme(isDark ? 'dark' : 'light')}
    >
      <span className="ui-ThemeToggle-label">
        <MoonIcon />
        {label}
      </span>
    </Switch>
  );
}
