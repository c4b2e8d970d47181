import { Transform, type TransformCallback } from 'node:stream';

/** Passes bytes through unchanged, counting them (the size a store reports for what it wrote). */
export class ByteCounter extends Transform {
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}
