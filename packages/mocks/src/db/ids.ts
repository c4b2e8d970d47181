/**
 * Deterministic ids: the same fixtures get the same ids in every run, so tests and stories
 * can name them. Shaped like UUIDs (version 4 nibble, variant 8) so IdSchema accepts them.
 */
export function idSequence(prefix = 'c0ffee00'): () => string {
  let next = 1;
  return () => {
    const n = next++;
    return `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
  };
}
