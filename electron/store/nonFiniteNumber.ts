/**
 * Where a JSON-like value holds a number JSON cannot (NaN, Infinity: `1e999` reads as Infinity),
 * as a path like `data.cover[2].at`, with the number; undefined when it holds none. JSON.stringify
 * writes such a number as null, so a save that held one would load back as another (issue 16,
 * HD10). Walked with a list, not recursion, so a deep value cannot overflow the stack, and each
 * object once, so a value that refers to itself ends.
 */
export function firstNonFiniteNumber(
  value: unknown,
  root: string,
): { path: string; value: number } | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: root }];
  const seen = new Set<object>();
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: v, path } = next;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return { path, value: v };
      continue;
    }
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    seen.add(v);
    // Pushed last to first, so the first field or element is looked at first.
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) pending.push({ value: v[i], path: `${path}[${i}]` });
    } else {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        pending.push({
          value: (v as Record<string, unknown>)[key],
          path: path ? `${path}.${key}` : key,
        });
      }
    }
  }
  return undefined;
}
