import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom replaces FormData and File with its own, which Node's fetch cannot serialise: a jsdom
 * File goes out as a part named "blob" holding the text "undefined". This rebuilds such a body
 * as Node's FormData with Node Files before the request leaves, so uploads reach MSW intact; a
 * jsdom File sent as the whole body (a streamed backup) goes as its bytes.
 * Call once at the top of a test file that uploads (or from the setup file).
 */
export function installNodeFormDataFetch(): void {
  let original: typeof globalThis.fetch | undefined;
  beforeAll(async () => {
    // Node's own FormData class, reached through a Response (jsdom has taken the global name).
    const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData())
      .constructor as new () => FormData;
    const fetchBefore = globalThis.fetch;
    original = fetchBefore;
    globalThis.fetch = async (input, init) => {
      const body: unknown = init?.body;
      if (body instanceof Blob && !(body instanceof NodeBlob)) {
        const bytes = new Uint8Array(await body.arrayBuffer());
        const { duplex: _duplex, ...rest } = init as RequestInit & { duplex?: string };
        return fetchBefore(input, { ...rest, body: bytes });
      }
      if (body instanceof NodeFormData || !(body instanceof FormData))
        return fetchBefore(input, init);
      const converted = new NodeFormData();
      for (const [name, value] of (body as FormData).entries()) {
        if (typeof value === 'string') converted.append(name, value);
        else
          converted.append(
            name,
            new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, {
              type: value.type,
            }) as unknown as Blob,
            value.name,
          );
      }
      return fetchBefore(input, { ...init, body: converted });
    };
  });
  afterAll(() => {
    if (original) globalThis.fetch = original;
  });
}
