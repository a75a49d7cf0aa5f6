import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Issue 35, item 6: a newcomer's `npm install` prints no engine warning. npm warns (EBADENGINE)
 * for each package whose `engines.node` the running Node does not meet, and the lock records each
 * package's engines; so every one must admit the floor package.json and the README promise.
 */
const root = new URL('../../', import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

describe("the packages' Node engines (issue 35)", () => {
  const floor = semver.minVersion(read('package.json').engines.node as string)!.version;

  it('is Node 20.19, as the README says and these machines run', () => {
    expect(floor).toBe('20.19.0');
  });

  it('is met by every package the lock installs, so npm install warns of none', () => {
    const lock = read('package-lock.json') as {
      packages: Record<string, { version?: string; engines?: { node?: string } }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(floor, entry.engines.node))
      .map(([where, entry]) => `${where}@${entry.version} wants Node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
