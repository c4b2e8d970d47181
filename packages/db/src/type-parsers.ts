// One mapping of PostgreSQL type ids to JavaScript values, shared by both drivers so that
// PGlite and PostgreSQL hand the application identical rows.
export const PG_TYPE = {
  int8: 20,
  numeric: 1700,
  date: 1082,
} as const;

// date stays 'YYYY-MM-DD' (a calendar date, never shifted by a time zone); numeric stays a
// decimal string (money is never a float); bigint becomes a number (counts and file sizes
// stay far below 2^53).
export const typeParsers: Record<number, (value: string) => unknown> = {
  [PG_TYPE.int8]: (value) => Number(value),
  [PG_TYPE.numeric]: (value) => value,
  [PG_TYPE.date]: (value) => value,
};
