import { useState } from 'react';
import type { ImportDuplicateMode, ImportEntity, ImportMapping, ImportReport } from '@crm/domain';
import { importFailure, remapped, type ImportFailure } from './import-flow';
import { useImportRun, type ImportRequest } from './imports.queries';

/**
 * The import screen's state: the chosen file, the mapping once the user changes a column, the
 * duplicates choice, the last check's report (or a refused import's), the written result and
 * the last failure. Only the latest request's answer is kept (mutate's own callbacks).
 */
export function useImportFlow(entity: ImportEntity) {
  const run = useImportRun(entity);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [duplicates, setDuplicates] = useState<ImportDuplicateMode>('skip');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<ImportFailure | null>(null);

  const send = (request: ImportRequest) => {
    setFailure(null);
    run.mutate(request, {
      onSuccess: (answer) => (answer.written ? setResult(answer) : setReport(answer)),
      onError: (error) =>
        setFailure(
          importFailure(
            error,
            request.dryRun ? 'Failed to check the file' : 'Failed to import the file',
          ),
        ),
    });
  };

  const choose = (next: File | null) => {
    run.reset();
    setFile(next);
    setMapping(null);
    setReport(null);
    setResult(null);
    setFailure(null);
    if (next) send({ file: next, mapping: null, dryRun: true, duplicates });
  };

  const remap = (header: string, key: string) => {
    if (!file || !report) return;
    const next = remapped(report.columns, mapping, header, key);
    setMapping(next);
    send({ file, mapping: next, dryRun: true, duplicates });
  };

  const pending = run.isPending ? (run.variables?.dryRun ? 'checking' : 'importing') : null;

  return {
    file,
    mapping,
    duplicates,
    setDuplicates,
    report,
    result,
    failure,
    /** 'checking' (a dry run) or 'importing' while a request is out. */
    pending,
    choose,
    remap,
    importNow: () => file && send({ file, mapping, dryRun: false, duplicates }),
    retry: () => run.variables && send(run.variables),
    startOver: () => choose(null),
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
