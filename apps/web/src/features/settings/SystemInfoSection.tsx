import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from '@crm/ui';
import { APP_VERSION } from '@crm/domain';
import { healthQuery } from './settings.queries';

const DATABASE_LABELS = { postgres: 'PostgreSQL', pglite: 'PostgreSQL (embedded PGlite)' } as const;

function versionLabel(version: string): string {
  return version.startsWith('v') ? version : `v${version}`;
}

/** What is running: version, environment, database and how people sign in. */
export function SystemInfoSection() {
  const health = useQuery(healthQuery());
  const rows: [string, string | null][] = [
    [
      'Version',
      health.data ? versionLabel(health.data.version) : health.isError ? APP_VERSION : null,
    ],
    ['Environment', import.meta.env.PROD ? 'Production' : 'Development'],
    [
      'Database',
      health.data ? DATABASE_LABELS[health.data.database] : health.isError ? 'Unavailable' : null,
    ],
    ['Authentication', 'Email and password, server-side sessions'],
  ];
  return (
    <Card title="System Information">
      <dl className="settings-facts">
        {rows.map(([term, value]) => (
          <div key={term} className="settings-fact">
            <dt>{term}</dt>
            <dd>{value ?? <Skeleton width="8rem" />}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
