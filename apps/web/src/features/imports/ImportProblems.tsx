import type { ImportReport } from '@crm/domain';

const count = (n: number) => n.toLocaleString('en-GB');

/** Every problem the server listed, by spreadsheet row and column header. */
export function ImportProblems({ report }: { report: ImportReport }) {
  const { errors, errorCount } = report;
  if (errorCount === 0) return null;
  return (
    <div className="stack">
      <h3 className="import-heading">
        {errorCount === 1 ? '1 problem' : `${count(errorCount)} problems`} to fix before importing
      </h3>
      <div className="import-scroll">
        <table className="import-table" aria-label="Problems found">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((error, index) => (
              <tr key={index}>
                <td className="import-number">{error.row}</td>
                {/* A problem with a whole row (unreadable CSV, too many columns) names no column. */}
                <td>{error.column || 'Whole row'}</td>
                <td className="import-wrap">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errorCount > errors.length ? (
        <p className="import-note">
          Showing the first {count(errors.length)} of {count(errorCount)} problems. Fix these and
          check the file again to see the rest.
        </p>
      ) : null}
    </div>
  );
}
