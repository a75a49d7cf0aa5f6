import type { z } from 'zod';

/**
 * Turns a zod error into one sentence a person can act on, naming the field:
 * `cover[2].squares[0]: square [12, 3] is off the 10×6 map`.
 */
export function describeIssues(error: z.ZodError, root = ''): string {
  const parts = error.issues.slice(0, 3).map((issue) => {
    const path = formatPath(root, issue.path);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length - parts.length;
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
