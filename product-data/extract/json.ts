/**
 * Deterministic JSON: object keys sorted, arrays in the order given, two-space
 * indent, final newline. With `lineDepth`, values nested deeper than that are
 * written on one line each (one operation or schema per line keeps large files
 * small and their diffs readable).
 */
export function stableJson(value: unknown, lineDepth = Infinity): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  const write = (v: unknown, depth: number, indent: string): string => {
    if (depth >= lineDepth || !v || typeof v !== 'object') return JSON.stringify(v);
    const inner = `${indent}  `;
    if (Array.isArray(v)) {
      return v.length ? `[\n${v.map((x) => inner + write(x, depth + 1, inner)).join(',\n')}\n${indent}]` : '[]';
    }
    const entries = Object.entries(v as Record<string, unknown>);
    return entries.length
      ? `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${write(x, depth + 1, inner)}`).join(',\n')}\n${indent}}`
      : '{}';
  };
  return `${write(sort(value), 0, '')}\n`;
}
