/**
 * Prints the README's key table from the one key map (common/keyMap.ts), aligned as
 * Prettier aligns it: `npm run --silent key-table` after adding a shortcut, pasted over the table.
 * tests/unit/renderer/keyMap.test.ts holds the README to the key map either way.
 */
import { KEY_MAP, SCOPE_WORDS, shownKeys } from '../common/keyMap.ts';

const rows = KEY_MAP.map((s) => [shownKeys(s.id), s.does, SCOPE_WORDS[s.scope]]);
const header = ['Key', 'Does', 'Where'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => [...r[i]!].length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => c + ' '.repeat(widths[i]! - [...c].length)).join(' | ')} |`;
console.log(
  [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join(
    '\n',
  ),
);
