/**
 * A view's change as the table room sends it (issue 38, item 2: "views after it are small, as
 * diffs"): the parts of the view that changed since the client was sent the last one, down to the
 * field or list item, so a move sends the mover's square and not every combatant again. The host
 * keeps what it sent each client; the client keeps what it was sent; both are plain data.
 *
 * A patch is one of: `{ s }` the value set whole; `{ o, d? }` an object's changed fields, each a
 * patch, and the fields it no longer has; `{ a, n }` a list's changed items by index, each a
 * patch, and its new length. An unchanged value has no patch (null).
 */
export type ViewPatch =
  | { s: unknown }
  | { o: Record<string, ViewPatch>; d?: string[] }
  | { a: Record<number, ViewPatch>; n: number };

/** The patch that makes `before` into `after`, or null when they are the same. */
export function diffView(before: unknown, after: unknown): ViewPatch | null {
  if (before === after) return null;
  if (isRecord(before) && isRecord(after)) return diffRecord(before, after);
  if (Array.isArray(before) && Array.isArray(after)) return diffList(before, after);
  if (isRecord(before) || isRecord(after) || Array.isArray(before) || Array.isArray(after))
    return { s: after };
  return Object.is(before, after) ? null : { s: after };
}

function diffRecord(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): ViewPatch | null {
  const o: Record<string, ViewPatch> = {};
  let changed = false;
  for (const [key, value] of Object.entries(after)) {
    const patch = Object.hasOwn(before, key) ? diffView(before[key], value) : { s: value };
    if (patch) {
      ownField(o, key, patch);
      changed = true;
    }
  }
  const d = Object.keys(before).filter((key) => !Object.hasOwn(after, key));
  if (!changed && d.length === 0) return null;
  return d.length > 0 ? { o, d } : { o };
}

function diffList(before: readonly unknown[], after: readonly unknown[]): ViewPatch | null {
  const a: Record<number, ViewPatch> = {};
  let changes = 0;
  for (let i = 0; i < after.length; i++) {
    const patch = i < before.length ? diffView(before[i], after[i]) : { s: after[i] };
    if (patch) {
      a[i] = patch;
      changes += 1;
    }
  }
  if (changes === 0 && before.length === after.length) return null;
  // Most of it changed (an item put in early shifts all after it): the list whole is smaller.
  if (changes > after.length / 2) return { s: after };
  return { a, n: after.length };
}

/** `before` with `patch` laid over it: what the host's `after` was. */
export function applyViewPatch(before: unknown, patch: ViewPatch): unknown {
  if ('s' in patch) return patch.s;
  if ('o' in patch) {
    const base = isRecord(before) ? before : {};
    const next: Record<string, unknown> = { ...base };
    for (const [key, inner] of Object.entries(patch.o))
      ownField(next, key, applyViewPatch(Object.hasOwn(base, key) ? base[key] : undefined, inner));
    for (const key of patch.d ?? []) delete next[key];
    return next;
  }
  const base = Array.isArray(before) ? before : [];
  const next = base.slice(0, patch.n);
  for (const [index, inner] of Object.entries(patch.a))
    next[Number(index)] = applyViewPatch(base[Number(index)], inner);
  next.length = patch.n;
  return next;
}

/** Sets a field as the object's own, even one named `__proto__`: never its prototype. */
function ownField(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
