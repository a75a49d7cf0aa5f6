import type { z } from 'zod';
import { describeIssueList } from './describeIssues.ts';

/** How many problems a refusal collects at most: enough to say what is wrong, never a flood. */
export const MAX_REPORTED_ISSUES = 100;

export type BoundedParse<T> = { ok: true; data: T } | { ok: false; message: string };

interface FoundIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * zod's parse, told to stop a list or an object at its first problem that ends the parse of its
 * element (a wrong type; a failed check goes on to the next). zod's validate runs this way; its
 * parse takes the same context field, which zod's own types keep internal. A valid value parses
 * exactly as without it. tests/unit/engine/model/boundedParse.test.ts fails if zod stops
 * honouring it.
 */
export const STOP_AT_FIRST_ABORT = { abortEarly: true } as Parameters<z.ZodType['safeParse']>[1];

/**
 * Parses with zod, and when the value is invalid says why in one sentence, from its first
 * MAX_REPORTED_ISSUES problems at most (issue 16, item 1). A valid value is parsed once, as
 * before. An invalid one is not judged whole by zod, which collects every problem of every list,
 * spreading them into its parent's at each level: a save with one list of 150,000 bad elements
 * made that overflow the stack (issue 16, HD1), and the library went down with it, and a smaller
 * one made it build 150,000 problems to report a hundred. The parse stops at the first wrong type
 * instead; then the problems are looked for part by part, and the search stops at the hundredth.
 */
export function boundedParse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  root = '',
): BoundedParse<z.output<S>> {
  try {
    const parsed = schema.safeParse(value, STOP_AT_FIRST_ABORT);
    if (parsed.success) return { ok: true, data: parsed.data };
  } catch (error) {
    // Nested deeper than zod's recursion can follow: invalid, and the search says where.
    if (!(error instanceof RangeError)) throw error;
  }
  const found: FoundIssue[] = [];
  let truncated: boolean;
  try {
    truncated = firstIssues(schema, value, [], found, true);
  } catch (deeper) {
    // Nested deeper than the search can follow: what was found so far, and that there is more.
    if (!(deeper instanceof RangeError)) throw deeper;
    if (found.length === 0) found.push({ path: [], message: 'is nested too deeply to judge' });
    truncated = true;
  }
  if (found.length === 0) {
    // The search and the parse disagree (a check that depends on the parse's context): the
    // parse's word, its problems cut to the first hundred.
    return boundedParseWhole(schema, value, root);
  }
  return { ok: false, message: describeIssueList(found, root, truncated) };
}

/** zod's own parse, its problems cut to the first MAX_REPORTED_ISSUES. */
function boundedParseWhole<S extends z.ZodType>(
  schema: S,
  value: unknown,
  root: string,
): BoundedParse<z.output<S>> {
  const out: FoundIssue[] = [];
  const truncated = judgeWhole(schema, value, [], out);
  if (out.length === 0) {
    const parsed = schema.safeParse(value);
    if (parsed.success) return { ok: true, data: parsed.data };
  }
  return { ok: false, message: describeIssueList(out, root, truncated) };
}

/** The parts of a schema the search descends into; anything else is judged whole. */
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
}

/**
 * Collects into `out` the first problems of an invalid value, descending into the objects, lists
 * and tuples of the schema so that no one zod run meets more than one part's problems. Answers
 * true when it stopped before the end (the list is full, or a part was too big to judge). A part
 * `knownInvalid` is not validated again before the search goes into it.
 */
function firstIssues(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[],
  out: FoundIssue[],
  knownInvalid = false,
): boolean {
  if (out.length >= MAX_REPORTED_ISSUES) return true;
  const def = schema.def as SchemaDef;
  // A list is searched element by element, each judged alone, and not validated whole first:
  // zod's validate stops at a list's first wrong type, but not at its first failed check (a
  // number out of range), and would judge every element again to say what the search finds.
  const list =
    (def.type === 'array' && Array.isArray(value)) ||
    (def.type === 'pipe' && def.in?.def.type === 'custom');
  if (!knownInvalid && !list && isValid(schema, value)) return false;
  const before = out.length;
  let stopped = false;
  const child = (s: z.ZodType, v: unknown, key: PropertyKey) => {
    stopped = firstIssues(s, v, [...path, key], out) || stopped;
    return out.length >= MAX_REPORTED_ISSUES;
  };
  if (
    (def.type === 'optional' || def.type === 'nullable') &&
    def.innerType &&
    value !== undefined &&
    value !== null
  ) {
    // Invalid with a value present: so is the value to its inner schema.
    return firstIssues(def.innerType, value, path, out, true);
  }
  if ((def.type === 'default' || def.type === 'prefault') && def.innerType && value !== undefined) {
    return firstIssues(def.innerType, value, path, out, true);
  }
  if (def.type === 'pipe' && def.in && !isValid(def.in, value)) {
    return firstIssues(def.in, value, path, out, true);
  }
  // A check in front of a schema, which passes the value on as it is (lengthCappedList): past
  // the check, the search goes on into the schema behind it.
  if (def.type === 'pipe' && def.in?.def.type === 'custom' && def.out) {
    return firstIssues(def.out, value, path, out, knownInvalid);
  }
  if (Array.isArray(value)) {
    const { element, items } = def;
    if (def.type === 'array' && element) {
      for (let i = 0; i < value.length; i++) if (child(element, value[i], i)) break;
    } else if (def.type === 'tuple' && items) {
      items.forEach((s, i) => child(s, value[i], i));
    }
  } else if (def.type === 'object' && def.shape && isRecord(value)) {
    for (const [key, s] of Object.entries(def.shape)) if (child(s, value[key], key)) break;
  }
  // Every part is valid, or this schema has no parts to look into: its own check fails.
  if (out.length === before) return judgeWhole(schema, value, path, out) || stopped;
  return stopped || out.length >= MAX_REPORTED_ISSUES;
}

function judgeWhole(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[],
  out: FoundIssue[],
): boolean {
  try {
    const parsed = schema.safeParse(value);
    const issues = parsed.success ? [] : parsed.error.issues;
    const room = MAX_REPORTED_ISSUES - out.length;
    for (const issue of issues.slice(0, room)) {
      out.push({ path: [...path, ...issue.path], message: issue.message });
    }
    return issues.length > room;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    out.push({ path, message: 'has more problems than can be listed' });
    return true;
  }
}

/** zod's validate, which stops at the first problem; as a plain answer, not a type guard. */
function isValid(schema: z.ZodType, value: unknown): boolean {
  return schema.validate(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
