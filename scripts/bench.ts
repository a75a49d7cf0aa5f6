/**
 * `npm run bench [-- --json] [-- --check] [-- NAME...]`: runs the benchmarks in tests/bench side by
 * side with their baselines. With --json, stdout holds only one JSON line per benchmark:
 * {"name","ours_ms","baseline","baseline_ms","ratio","target","target_kind", ...extra}, ratio =
 * ours ÷ baseline. Without it, each benchmark prints one line, and its extra figures on the next.
 * With --check, each one's figure is judged against its target (tests/bench/budget.ts), a line
 * each on stderr, and the run exits 1 if any is more than 1.5× past it (issue 16, item 10).
 * A benchmark marked onlyWhenNamed (ai-strength: minutes of play) runs only when it is named.
 * `--dir DIR` reads the benchmarks from DIR instead (the test of --check runs made-up ones).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { budgetVerdict, describeVerdict } from '../tests/bench/budget.ts';
import type { Benchmark } from '../tests/bench/harness.ts';
import { projectRoot } from './lib/projectRoot.ts';

const SHOWN = new Set(['name', 'ours_ms', 'baseline', 'baseline_ms', 'ratio']);
const args = process.argv.slice(2);
const json = args.includes('--json');
const check = args.includes('--check');
const overBudget: string[] = [];
const dirAt = args.indexOf('--dir');
const dir =
  dirAt >= 0 ? path.resolve(args[dirAt + 1] ?? '.') : path.join(projectRoot, 'tests', 'bench');
const only = args.filter((a, i) => !a.startsWith('--') && (dirAt < 0 || i !== dirAt + 1));
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts')).sort();
for (const file of files) {
  const { benchmarks } = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    benchmarks: (Benchmark & { onlyWhenNamed?: boolean })[];
  };
  for (const bench of benchmarks) {
    if (only.length > 0 ? !only.includes(bench.name) : bench.onlyWhenNamed) continue;
    const line = await bench.run();
    if (check) {
      const verdict = budgetVerdict(line);
      console.error(describeVerdict(verdict));
      if (verdict.over) overBudget.push(line.name);
    }
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
if (overBudget.length > 0) {
  console.error(`Over budget: ${overBudget.join(', ')}.`);
  process.exitCode = 1;
}
