// Small real-looking files for upload tests, and a multipart body streamed without a length.

export const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

export const JPEG_BYTES = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00,
]);

/**
 * A multipart/form-data body with text fields and one file of `totalBytes` (starting with
 * `head`), produced chunk by chunk: sent with fetch it goes out chunked, with no Content-Length.
 */
export function multipartStream(
  fields: Record<string, string>,
  file: { name: string; head: Uint8Array; totalBytes: number },
): { body: ReadableStream<Uint8Array>; contentType: string } {
  const boundary = `----crm-test-${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = Object.entries(fields).map(([name, value]) =>
    encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  parts.push(
    encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
  );
  parts.push(file.head);
  let remaining = file.totalBytes - file.head.length;
  const chunk = new Uint8Array(256 * 1024);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts.shift();
      if (part) return controller.enqueue(part);
      if (remaining > 0) {
        const size = Math.min(remaining, chunk.length);
        remaining -= size;
        return controller.enqueue(chunk.subarray(0, size));
      }
      controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
      controller.close();
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
