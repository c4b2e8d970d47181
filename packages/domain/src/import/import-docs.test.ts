import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPORT_ENTITY_LABELS, type ImportEntity } from './import-entities';
import { IMPORT_FIELDS } from './import-fields';

// docs/import.md documents the mapping; this keeps it the mapping the code has.
const docs = readFileSync(new URL('../../../../docs/import.md', import.meta.url), 'utf8');

describe('docs/import.md', () => {
  it.each(Object.keys(IMPORT_FIELDS) as ImportEntity[])('lists every header of %s', (entity) => {
    const section = docs.split(`## ${IMPORT_ENTITY_LABELS[entity]}\n`)[1]?.split('\n## ')[0] ?? '';
    for (const field of IMPORT_FIELDS[entity]) {
      const line = section.split('\n').find((row) => row.startsWith(`| \`${field.name}\``));
      expect(line, field.name).toBeDefined();
      expect(line).toContain(`| ${field.headers.join(', ')} |`);
    }
  });
});
