import type { z } from 'zod';

/**
 * Turns a zod error into one sentence a person can act on, naming the field:
 * `cover[2].squares[0]: square [12, 3] is off the 10×6 map`.
 */
export function describeIssues(error: z.ZodError, root = ''): string {
  return describeIssueList(error.issues, root);
}

/**
 * The same sentence from a list of problems; `truncated` when the list is only the first ones
 * found (boundedParse.ts), so the count of the rest is not known and is not made up.
 */
export function describeIssueList(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  root = '',
  truncated = false,
): string {
  const parts = issues.slice(0, 3).map((issue) => {
    const path = formatPath(root, issue.path);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = issues.length - parts.length;
  if (truncated)
    return parts.join('; ') + (more > 0 ? ` (and at least ${more} more)` : ' (and more)');
  return parts.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

function formatPath(root: string, path: readonly PropertyKey[]): string {
  let out = root;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}
