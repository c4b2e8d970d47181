export { readInBatches, type KeysetColumn, type KeysetOptions } from './keyset-batches';
