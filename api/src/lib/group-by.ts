/** The values of `rows` grouped under their key, in the rows' order. */
export function groupBy<Row, K, V>(
  rows: readonly Row[],
  keyOf: (row: Row) => K,
  valueOf: (row: Row) => V,
): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(valueOf(row));
    else groups.set(key, [valueOf(row)]);
  }
  return groups;
}
