/**
 * `npm run bench [-- --json] [-- NAME...]`: runs the benchmarks in tests/bench side by side with
 * their baselines. With --json, stdout holds only one JSON line per benchmark:
 * {"name","ours_ms","baseline","baseline_ms","ratio", ...extra}, ratio = ours ÷ baseline. Without it,
 * each benchmark prints one line, and its extra figures (targets, pass/fail) on the next.
 * A benchmark marked onlyWhenNamed (ai-strength: minutes of play) runs only when it is named.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Benchmark } from '../tests/bench/harness.ts';
import { projectRoot } from './lib/projectRoot.ts';

const SHOWN = new Set(['name', 'ours_ms', 'baseline', 'baseline_ms', 'ratio']);
const args = process.argv.slice(2);
const json = args.includes('--json');
const only = args.filter((a) => !a.startsWith('--'));
const dir = path.join(projectRoot, 'tests', 'bench');
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts')).sort();
for (const file of files) {
  const { benchmarks } = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    benchmarks: (Benchmark & { onlyWhenNamed?: boolean })[];
  };
  for (const bench of benchmarks) {
    if (only.length > 0 ? !only.includes(bench.name) : bench.onlyWhenNamed) continue;
    const line = await bench.run();
    if (json) console.log(JSON.stringify(line));
    else {
      const ratio = line.ratio === null ? '' : `  ratio ${line.ratio}`;
      const base =
        line.baseline_ms === null ? '' : `  baseline ${line.baseline_ms} ms (${line.baseline})`;
      console.log(`${line.name.padEnd(18)} ours ${line.ours_ms} ms${base}${ratio}`);
      const extras = Object.entries(line)
        .filter(([key]) => !SHOWN.has(key))
        .map(([key, value]) => `${key} ${JSON.stringify(value)}`);
      if (extras.length > 0) console.log(`${''.padEnd(18)} ${extras.join('  ')}`);
    }
  }
}
