import { PageHeader } from '../../components/PageHeader';
import { lazyComponent } from '../../lib/lazy-component';
import { AppearanceSection } from './AppearanceSection';
import { BusinessProfileSection } from './BusinessProfileSection';
import { CalendarSection } from './CalendarSection';
import { DatabaseSection } from './DatabaseSection';
import { EmailTemplatesSection } from './EmailTemplatesSection';
import { LatePaymentSection } from './LatePaymentSection';
import type { DatabaseSectionProps } from './DatabaseSection';
import { NotificationsSection } from './NotificationsSection';
import { ProfileSection } from './ProfileSection';
import { RemindersSection } from './RemindersSection';
import { SecuritySection } from './SecuritySection';
import { SystemInfoSection } from './SystemInfoSection';
import './settings.css';

// Low on the page: kept out of the page's first load (bundle budget).
const ApiTokensSection = lazyComponent(() =>
  import('./ApiTokensSection').then((module) => module.ApiTokensSection),
);
const EmailServerSection = lazyComponent(() =>
  import('./EmailServerSection').then((module) => module.EmailServerSection),
);
const VatSection = lazyComponent(() => import('./VatSection').then((module) => module.VatSection));

export type SettingsScreenProps = Pick<DatabaseSectionProps, 'reload'>;

/**
 * Settings: profile, appearance, security, notifications, reminders, late payment, VAT, calendar,
 * system, database, business profile, mail server, email templates, API tokens.
 */
export function SettingsScreen({ reload }: SettingsScreenProps) {
  return (
    <div className="page">
      <PageHeader
        title="Settings"
        description="Your account, this installation and your preferences."
      />
      <div className="settings-grid">
        <ProfileSection />
        <AppearanceSection />
        <SecuritySection />
        <NotificationsSection />
        <RemindersSection />
        <LatePaymentSection />
        <VatSection />
        <CalendarSection />
        <SystemInfoSection />
        <DatabaseSection {...(reload ? { reload } : {})} />
        <div className="settings-wide">
          <BusinessProfileSection />
        </div>
        <div className="settings-wide">
          <EmailServerSection />
        </div>
        <div className="settings-wide">
          <EmailTemplatesSection />
        </div>
        <div className="settings-wide">
          <ApiTokensSection />
        </div>
      </div>
    </div>
  );
}
