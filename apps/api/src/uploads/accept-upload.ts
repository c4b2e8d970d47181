import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import multer, { type MulterFile } from '@koa/multer';
import type { Context, Middleware } from 'koa';
import {
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../middlewares/errors';
import {
  acceptedFileTypes,
  EMPTY_FILE_MESSAGE,
  fileExtension,
  fileTooLargeMessage,
  fileTypeNotAcceptedMessage,
  maxUploadBytes,
  type UploadKind,
} from '@crm/domain';
import {
  formatForExtension,
  importFormat,
  LONGEST_MAGIC,
  looksBinary,
  matchesMagic,
} from './file-signatures';
import { readFileHead } from './read-file-head';
import { cleanFilename, type StagedUpload } from './staged-upload';
import {
  BAD_FORM_MESSAGE,
  contentMismatchMessage,
  FORM_INCOMPLETE_MESSAGE,
  FORM_NO_BOUNDARY_MESSAGE,
  FORM_PART_HEADER_MESSAGE,
  ONE_FILE_MESSAGE,
} from './upload-messages';
import { isPlainUtf8Text } from './text-check';

export type UploadFields = Record<string, unknown>;

export type AcceptUploadOptions = {
  /** Which accepted list applies ('document' and 'file' share one). */
  kind: UploadKind;
  /** Folder for upload temp files; created if missing. */
  tmpDir: string;
  /** The 400 message when no file arrived; it may depend on the other fields sent. */
  missingFileMessage: (fields: UploadFields) => string;
};

/** Room for the form's text fields and multipart boundaries on top of the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

type MulterFailure = Error & { code: string };

function isMulterError(error: unknown): error is MulterFailure {
  return error instanceof Error && error.name === 'MulterError';
}

// busboy (under multer) reports a malformed body as a plain Error known only by its text; a
// client hang-up mid-body (multer's 'Request aborted' / 'closed') is an incomplete form too.
const MALFORMED_BODY_MESSAGES: Record<string, string> = {
  'Multipart: Boundary not found': FORM_NO_BOUNDARY_MESSAGE,
  'Malformed content type': FORM_NO_BOUNDARY_MESSAGE,
  'Unexpected end of form': FORM_INCOMPLETE_MESSAGE,
  'Unexpected end of file': FORM_INCOMPLETE_MESSAGE,
  'Request aborted': FORM_INCOMPLETE_MESSAGE,
  'Request closed': FORM_INCOMPLETE_MESSAGE,
  'Malformed part header': FORM_PART_HEADER_MESSAGE,
};

function malformedBodyMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.constructor !== Error) return undefined;
  if (!Object.hasOwn(MALFORMED_BODY_MESSAGES, error.message)) return undefined;
  return MALFORMED_BODY_MESSAGES[error.message];
}

function translateMulterError(error: unknown, kind: UploadKind): unknown {
  const malformed = malformedBodyMessage(error);
  if (malformed) return new ValidationError([{ path: '', message: malformed }]);
  if (!isMulterError(error)) return error;
  if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeError(fileTooLargeMessage(kind));
  if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
    return new ValidationError([{ path: 'file', message: ONE_FILE_MESSAGE }]);
  }
  return new ValidationError([{ path: '', message: BAD_FORM_MESSAGE }]);
}

const readHead = (path: string) => readFileHead(path, LONGEST_MAGIC);

/** Checks the stored bytes against the format the extension promises; returns the content type. */
async function checkContent(
  tempPath: string,
  originalName: string,
  sizeBytes: number,
  kind: UploadKind,
): Promise<string> {
  if (sizeBytes === 0) throw new ValidationError([{ path: 'file', message: EMPTY_FILE_MESSAGE }]);
  const extension = fileExtension(originalName);
  const format = kind === 'import' ? importFormat() : formatForExtension(extension);
  if (!format || !Object.hasOwn(acceptedFileTypes(kind), extension)) {
    throw new UnsupportedMediaTypeError(fileTypeNotAcceptedMessage(kind));
  }
  const contentOk =
    format.format === 'csv'
      ? !looksBinary(await readHead(tempPath))
      : format.format === 'txt'
        ? await isPlainUtf8Text(createReadStream(tempPath))
        : matchesMagic(format, await readHead(tempPath));
  if (!contentOk) throw new UnsupportedMediaTypeError(contentMismatchMessage(extension));
  return format.contentType;
}

/**
 * Receives one multipart file in the field 'file' (plus text fields) into a temp file on disk,
 * never into memory. Refuses more than the kind allows (10 MB, a logo 1 MB) with 413 (by Content-Length before reading, and by
 * counting while streaming), and a type outside the accepted list, by extension or by content,
 * with 415. The route then finds `ctx.state.upload` and `ctx.request.body` (the text fields);
 * the temp file is removed once the route is done, whatever happened.
 */
export function acceptUpload(options: AcceptUploadOptions): Middleware {
  const { kind, tmpDir, missingFileMessage } = options;
  const accepted = acceptedFileTypes(kind);
  const receive = multer({
    storage: multer.diskStorage({ destination: tmpDir }),
    defParamCharset: 'utf8',
    limits: {
      fileSize: maxUploadBytes(kind),
      files: 1,
      fields: 30,
      fieldSize: 64 * 1024,
      parts: 32,
    },
    fileFilter: (_req, file, cb) => {
      if (Object.hasOwn(accepted, fileExtension(file.originalname))) return cb(null, true);
      cb(new UnsupportedMediaTypeError(fileTypeNotAcceptedMessage(kind)));
    },
  }).single('file');

  return async (ctx: Context, next) => {
    const declaredLength = Number(ctx.get('content-length'));
    if (declaredLength > maxUploadBytes(kind) + FORM_OVERHEAD_BYTES)
      throw new PayloadTooLargeError(fileTooLargeMessage(kind));

    if (ctx.is('multipart')) {
      try {
        await receive(ctx, async () => undefined);
      } catch (error) {
        throw translateMulterError(error, kind);
      }
    }

    const fields: UploadFields = { ...((ctx.request as { body?: UploadFields }).body ?? {}) };
    const file = (ctx as Context & { file?: MulterFile }).file;
    if (!file) throw new ValidationError([{ path: 'file', message: missingFileMessage(fields) }]);

    try {
      const originalName = cleanFilename(file.originalname);
      const contentType = await checkContent(file.path, originalName, file.size, kind);
      const upload: StagedUpload = {
        tempPath: file.path,
        originalName,
        sizeBytes: file.size,
        contentType,
      };
      ctx.state.upload = upload;
      ctx.state.uploadFields = fields;
      await next();
    } finally {
      await rm(file.path, { force: true });
    }
  };
}
