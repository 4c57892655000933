/** Rows grouped by a key, each group in the rows' order: children nested under their parents in one pass. */
export function rowsByKey<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  // Map.groupBy does this from Node 21; the project runs on Node 20.
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
