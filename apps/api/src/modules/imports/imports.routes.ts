import Router from '@koa/router';
import { importRoutes } from '@crm/api-contract';
import {
  FILE_REQUIRED_MESSAGE,
  IMPORT_MAPPING_JSON_MESSAGE,
  parseImportMapping,
  UNKNOWN_IMPORT_MESSAGE,
  type ImportReport,
} from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { ValidationError } from '../../middlewares/http-errors';
import { acceptUpload, stagedUpload, uploadTmpDir } from '../../uploads';
import { openCsvFile } from './csv-file';
import { importCsv } from './imports.commands';

// An import that was to write but did not (invalid rows) is answered 422, with its report.
const refusedStatus = (report: ImportReport) =>
  !report.dryRun && !report.written ? 422 : undefined;

export function createImportsRouter(
  deps: Pick<AppDeps, 'db' | 'config' | 'secrets' | 'clock'>,
): Router {
  const router = new Router();
  const receiveFile = acceptUpload({
    kind: 'import',
    tmpDir: uploadTmpDir(deps.config.dataDir),
    missingFileMessage: () => FILE_REQUIRED_MESSAGE,
  });

  handle(
    router,
    importRoutes.run,
    async ({ params, body, ctx }) => {
      const mapping = parseImportMapping(body.mapping);
      if (mapping === null)
        throw new ValidationError([{ path: 'mapping', message: IMPORT_MAPPING_JSON_MESSAGE }]);
      const file = await openCsvFile(stagedUpload(ctx).tempPath);
      return importCsv(deps.db, params.entity, file, {
        mapping,
        // Also from the query, for a script that sends the file with curl -F.
        dryRun: body.dryRun || ctx.query['dryRun'] === 'true',
        duplicateMode: body.duplicates,
        secrets: deps.secrets,
        clock: deps.clock,
      });
    },
    {
      before: [receiveFile],
      notFound: UNKNOWN_IMPORT_MESSAGE,
      statusOf: (result) => refusedStatus(result as ImportReport),
    },
  );

  return router;
}
