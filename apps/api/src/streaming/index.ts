export {
  readCellsInBatches,
  readInBatches,
  type CellRow,
  type KeysetColumn,
  type KeysetOptions,
} from './keyset-batches';
