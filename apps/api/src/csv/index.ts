export { csvFilename } from './csv-filename';
export { csvStream, type CsvColumn } from './csv-stream';
