/**
 * A case-insensitive substring pattern for ILIKE: the user's % and _ match themselves.
 * Trigram GIN indexes serve these patterns once the term has 3 or more characters.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
