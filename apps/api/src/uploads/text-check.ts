import type { Readable } from 'node:stream';

/**
 * True when the stream is valid UTF-8 with no NUL byte: what we accept as a .txt file.
 * Checks chunk by chunk with a streaming decoder, so a large file is never held in memory.
 */
export async function isPlainUtf8Text(stream: Readable): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  } finally {
    stream.destroy();
  }
}
