import { useMemo } from 'react';
import { Select } from '@crm/ui';
import type { ImportEntity, ImportMapping, ImportReport } from '@crm/domain';
import { fieldChoices, IGNORE_COLUMN } from './import-flow';

export type ImportMappingTableProps = {
  entity: ImportEntity;
  report: ImportReport;
  /** The mapping as the user last set it (null: as the server matched the headers). */
  mapping: ImportMapping | null;
  onRemap: (header: string, key: string) => void;
  isDisabled: boolean;
};

/**
 * The first rows of the file as they are, under one select per column choosing the field it
 * fills. A plain table: each header cell holds a form field, which a grid's cells would trap.
 */
export function ImportMappingTable({
  entity,
  report,
  mapping,
  onRemap,
  isDisabled,
}: ImportMappingTableProps) {
  const choices = useMemo(() => fieldChoices(entity), [entity]);
  const { columns, preview } = report;
  return (
    <div className="import-scroll">
      <table className="import-table" aria-label="First rows of the file">
        <thead>
          <tr>
            {columns.map((column, index) => {
              const field =
                mapping && Object.hasOwn(mapping, column.header)
                  ? mapping[column.header]
                  : column.field;
              return (
                <th key={index} scope="col">
                  <Select
                    label={column.header || `Column ${index + 1}`}
                    items={choices}
                    selectedKey={field ?? IGNORE_COLUMN}
                    onSelectionChange={(key) => key !== null && onRemap(column.header, String(key))}
                    isDisabled={isDisabled}
                    className="import-column-select"
                  />
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {preview.map((cells, row) => (
            <tr key={row}>
              {columns.map((_, index) => (
                <td key={index}>{cells[index] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {preview.length === 0 ? (
        <p className="import-note">The file has no rows under its header.</p>
      ) : null}
    </div>
  );
}
