export { parseImportAmount, parseImportBoolean, parseImportDate } from './import-values.rules';
export {
  detectImportDelimiter,
  detectImportEncoding,
  ENCODING_SAMPLE_BYTES,
  hasUtf8Bom,
  IMPORT_DELIMITERS,
  IMPORT_ENCODINGS,
} from './import-encoding.rules';
export type { ImportDelimiter, ImportEncoding } from './import-encoding.rules';
