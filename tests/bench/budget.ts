import type { BenchLine, TargetKind } from './harness.ts';

/** How far past its target a figure may be before `npm run bench -- --check` fails. */
export const BUDGET_SLACK = 1.5;

export interface BudgetVerdict {
  name: string;
  /** The figure the target bounds, null when the line has none (or did not report it). */
  figure: number | null;
  target: number | null;
  kind: TargetKind | null;
  /** Past the target by more than BUDGET_SLACK: a ratio or time over 1.5× it, a rate under ⅔. */
  over: boolean;
}

export function budgetVerdict(line: BenchLine): BudgetVerdict {
  const { name, target, target_kind: kind } = line;
  const figure =
    kind === 'ratio'
      ? line.ratio
      : kind === 'ms'
        ? line.ours_ms
        : kind === 'rate' && typeof line.rate === 'number'
          ? line.rate
          : null;
  if (target === null || kind === null || figure === null)
    return { name, figure, target, kind, over: false };
  const over = kind === 'rate' ? figure < target / BUDGET_SLACK : figure > target * BUDGET_SLACK;
  return { name, figure, target, kind, over };
}

/** The verdict in one line: "astar-200: ratio 0.12 ≤ 0.2 (over past 0.3)". */
export function describeVerdict(v: BudgetVerdict): string {
  if (v.target === null || v.kind === null) return `${v.name}: no single target`;
  if (v.figure === null) return `${v.name}: its ${v.kind} was not reported`;
  const bound = v.kind === 'rate' ? '≥' : '≤';
  const limit = v.kind === 'rate' ? v.target / BUDGET_SLACK : v.target * BUDGET_SLACK;
  const state = v.over ? 'OVER BUDGET' : 'within budget';
  return `${v.name}: ${v.kind} ${v.figure} against ${bound} ${v.target}: ${state} (the limit is ${Number(limit.toPrecision(4))})`;
}
