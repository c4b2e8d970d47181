/**
 * `compute` with each answer kept by its key, for the lifetime of one export: for a cell that a
 * few distinct values decide (a due date, an expiry date) but that costs date parsing per row.
 * The keys are calendar dates, so the map holds a few thousand entries at most.
 */
export function remembered<T>(compute: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = compute(key);
      answers.set(key, answer);
    }
    return answer;
  };
}
