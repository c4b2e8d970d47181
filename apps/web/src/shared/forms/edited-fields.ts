/**
 * The fields of `parsed` the user edited: those whose input differs between the form as it
 * started (`before`) and as it is sent (`after`). An edit form sends only these, so a field the
 * server changed while the form was open keeps the server's value.
 */
export function editedFields<T extends Record<string, unknown>>(
  parsed: T,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(parsed).filter(
      ([key]) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    ),
  ) as Partial<T>;
}
