/**
 * Where an imported record came from: its ID and creation time in the product's export, kept so
 * that an export imported into an empty database exports again the same. Null: made anew.
 */
export type RecordOrigin = { id: string | null; createdAt: string | null };

/** The columns that keep a record's origin, for an insert; none for a record made here. */
export function originColumns(origin: RecordOrigin | undefined): {
  id?: string;
  created_at?: string;
} {
  return {
    ...(origin?.id ? { id: origin.id } : {}),
    ...(origin?.createdAt ? { created_at: origin.createdAt } : {}),
  };
}
