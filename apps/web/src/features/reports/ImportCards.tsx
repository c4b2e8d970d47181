import { Card, Link } from '@crm/ui';
import { IMPORT_ENTITY_NOUNS, importSources, type ImportEntity } from '@crm/domain';
import { EXPORT_CARDS } from './export-cards';

function description(entity: ImportEntity): string {
  return `Add or update ${IMPORT_ENTITY_NOUNS[entity].many} from a CSV file: ${importSources(entity)}. Every row is checked before anything is written.`;
}

/** One card per CSV import, beside the exports they mirror (same entities, same icons). */
export function ImportCards() {
  return EXPORT_CARDS.map((card) => (
    <Card
      key={card.entity}
      title={
        <span className="report-card-title">
          <span aria-hidden="true">{card.icon}</span>
          {`${card.title} Import`}
        </span>
      }
      description={description(card.entity)}
      footer={<Link href={`/reports/import/${card.entity}`}>{`Import ${card.title}`}</Link>}
    />
  ));
}
