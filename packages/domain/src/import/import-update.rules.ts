/**
 * The part of a record's input that the file's columns fill, for an update: a row updates only
 * what its file has a column for. The 'client' column fills clientId.
 */
export function mappedInput<I extends object>(input: I, fields: ReadonlySet<string>): Partial<I> {
  return Object.fromEntries(
    Object.entries(input).filter(
      ([key]) => fields.has(key) || (key === 'clientId' && fields.has('client')),
    ),
  ) as Partial<I>;
}
