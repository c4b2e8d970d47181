import fc from 'fast-check';

type JsonSchema = Record<string, unknown>;

// Values of the wrong kind, thrown in everywhere: what a hostile or broken client sends.
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    'NaN',
    '1e309',
    '9'.repeat(30),
    "'; drop table clients; --",
    '../../etc/passwd',
    '\u0000',
    '=cmd|calc',
  ),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const isoDate = fc.date({
  min: new Date('1900-01-01'),
  max: new Date('2200-12-31'),
  noInvalidDate: true,
});

function stringFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const max = typeof schema['maxLength'] === 'number' ? schema['maxLength'] : 60;
  const format = schema['format'];
  const shaped: fc.Arbitrary<unknown>[] = [
    fc.string({ maxLength: Math.min(max + 2, 300) }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    // Control characters, NUL and lone surrogates: text PostgreSQL cannot store or a parser may choke on.
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constantFrom('a\u0000b', '\ud800', ' =1+1', '\r\n'),
  ];
  if (format === 'date')
    shaped.push(
      isoDate.map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2026-02-30', '2026-13-01', '0000-00-00'),
    );
  if (format === 'date-time') shaped.push(isoDate.map((d) => d.toISOString()));
  if (format === 'uuid') shaped.push(fc.uuid());
  if (format === 'email') shaped.push(fc.emailAddress());
  // Just past the limit: the boundary a length check must hold.
  if (typeof schema['maxLength'] === 'number') shaped.push(fc.constant('x'.repeat(max + 1)));
  return fc.oneof(...shaped);
}

function shapedFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const variants = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  if (variants?.length) return fc.oneof(...variants.map((variant) => arbitraryFor(variant, depth)));
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  if ('const' in schema) return fc.constant(schema['const']);
  if (Array.isArray(schema['type'])) {
    return fc.oneof(
      ...(schema['type'] as string[]).map((type) => shapedFor({ ...schema, type }, depth)),
    );
  }
  switch (schema['type']) {
    case 'object': {
      if (depth > 3) return junk;
      const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [
          key,
          arbitraryFor(property, depth + 1),
        ]),
      );
      // Any key may be missing; sometimes an unknown one is added.
      return fc
        .tuple(fc.record(model, { requiredKeys: [] }), fc.option(junk, { nil: undefined }))
        .map(([record, extra]) =>
          extra === undefined ? record : { ...record, unexpectedField: extra },
        );
    }
    case 'array':
      return depth > 3
        ? junk
        : fc.array(arbitraryFor((schema['items'] ?? {}) as JsonSchema, depth + 1), {
            maxLength: 4,
          });
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.oneof(
        fc.integer({ min: -5, max: 2000 }),
        fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER),
      );
    case 'number':
      return fc.oneof(
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
        fc.constantFrom(0, -0.001, 1e20),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return junk;
  }
}

/**
 * Random values shaped by a JSON Schema (the contract's zod schemas through z.toJSONSchema):
 * mostly the right shape with edge-case contents, sometimes the wrong kind altogether.
 */
export function arbitraryFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  // Rarely junk per field, so that most payloads get past validation into the database.
  return fc.oneof(
    { weight: depth === 0 ? 9 : 30, arbitrary: shapedFor(schema, depth) },
    { weight: 1, arbitrary: junk },
  );
}
