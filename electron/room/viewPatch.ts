/**
 * A view's change as the table room sends it (issue 38, item 2: "views after it are small, as
 * diffs"): the parts of the view that changed since the client was sent the last one, down to the
 * field or list item, so a move sends the mover's square and not every combatant again. The host
 * keeps what it sent each client; the client keeps what it was sent; both are plain data.
 *
 * A patch is one of: `{ s }` the value set whole; `{ o, d? }` an object's changed fields, each a
 * patch, and the fields it no longer has; `{ a, n }` a list's changed items by index, each a
 * patch, and its new length; `{ l: [from, to, items] }` a list whose items from `from` to `to`
 * (before) are replaced by `items`, for a list that grew or shrank (a wall seen, a token gone):
 * what comes before and after the change is not sent again, nor walked item by item; and
 * `{ t: [from, to, text] }` the same of a long string. An unchanged value has no patch (null).
 */
export type ViewPatch =
  | { s: unknown }
  | { o: Record<string, ViewPatch>; d?: string[] }
  | { a: Record<number, ViewPatch>; n: number }
  | { l: [from: number, to: number, items: unknown[]] }
  | { t: [from: number, to: number, text: string] };

/**
 * A string this long that changed travels as the part that changed (`t`): the fog's lit and
 * explored squares on a big map are strings of tens of kilobytes, and a step changes a few rows.
 */
const SPLICED_TEXT = 256;

/** The patch that makes `before` into `after`, or null when they are the same. */
export function diffView(before: unknown, after: unknown): ViewPatch | null {
  if (before === after) return null;
  if (isRecord(before) && isRecord(after)) return diffRecord(before, after);
  if (Array.isArray(before) && Array.isArray(after)) return diffList(before, after);
  if (isRecord(before) || isRecord(after) || Array.isArray(before) || Array.isArray(after))
    return { s: after };
  if (Object.is(before, after)) return null;
  if (typeof before === 'string' && typeof after === 'string' && after.length >= SPLICED_TEXT)
    return spliceText(before, after);
  return { s: after };
}

/** A long string's change as the one stretch that differs, between what is the same. */
function spliceText(before: string, after: string): ViewPatch {
  let from = 0;
  const shorter = Math.min(before.length, after.length);
  while (from < shorter && before.charCodeAt(from) === after.charCodeAt(from)) from++;
  let [to, end] = [before.length, after.length];
  while (to > from && end > from && before.charCodeAt(to - 1) === after.charCodeAt(end - 1)) {
    to--;
    end--;
  }
  const text = after.slice(from, end);
  return text.length >= after.length / 2 ? { s: after } : { t: [from, to, text] };
}

function diffRecord(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): ViewPatch | null {
  // A loop over keys, not Object.entries: this runs for every object of every view the room
  // sends, and most are unchanged.
  let o: Record<string, ViewPatch> | null = null;
  let kept = 0;
  for (const key in after) {
    if (!Object.hasOwn(after, key)) continue;
    const had = Object.hasOwn(before, key);
    if (had) kept += 1;
    const patch = had ? diffView(before[key], after[key]) : { s: after[key] };
    if (patch) ownField((o ??= {}), key, patch);
  }
  // Every field of `before` that `after` kept was counted: any more are gone.
  let d: string[] | undefined;
  if (Object.keys(before).length > kept)
    d = Object.keys(before).filter((key) => !Object.hasOwn(after, key));
  if (o === null && d === undefined) return null;
  return d ? { o: o ?? {}, d } : { o: o! };
}

function diffList(before: readonly unknown[], after: readonly unknown[]): ViewPatch | null {
  // What is the same at the start and at the end: a big map's lists keep most items as they were
  // (the same objects), so this is a tight loop, and only the stretch between is looked into.
  const same = (x: unknown, y: unknown) => x === y || diffView(x, y) === null;
  let from = 0;
  const shorter = Math.min(before.length, after.length);
  while (from < shorter && same(before[from], after[from])) from++;
  if (from === before.length && from === after.length) return null;
  let [to, end] = [before.length, after.length];
  while (to > from && end > from && same(before[to - 1], after[end - 1])) {
    to--;
    end--;
  }
  if (before.length !== after.length) {
    const items = after.slice(from, end);
    return items.length > after.length / 2 ? { s: after } : { l: [from, to, items] };
  }
  // As long as it was: each item that changed, as its own patch.
  const a: Record<number, ViewPatch> = {};
  let changes = 0;
  for (let i = from; i < end; i++) {
    const patch = diffView(before[i], after[i]);
    if (patch) {
      a[i] = patch;
      changes += 1;
    }
  }
  if (changes > after.length / 2) return { s: after };
  return { a, n: after.length };
}

/** `before` with `patch` laid over it: what the host's `after` was. */
export function applyViewPatch(before: unknown, patch: ViewPatch): unknown {
  if ('s' in patch) return patch.s;
  if ('t' in patch) {
    const [from, to, text] = patch.t;
    const base = typeof before === 'string' ? before : '';
    return base.slice(0, from) + text + base.slice(to);
  }
  if ('l' in patch) {
    const [from, to, items] = patch.l;
    const base = Array.isArray(before) ? before : [];
    return [...base.slice(0, from), ...items, ...base.slice(to)];
  }
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
  // A plain assignment for any other name: defineProperty is many times slower.
  if (key !== '__proto__') {
    target[key] = value;
    return;
  }
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
