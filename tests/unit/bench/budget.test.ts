import { describe, expect, it } from 'vitest';
import { budgetVerdict, describeVerdict } from '../../bench/budget.ts';
import type { BenchLine } from '../../bench/harness.ts';

const line = (fields: Partial<BenchLine>): BenchLine => ({
  name: 'bench',
  ours_ms: 10,
  baseline: 'none',
  baseline_ms: null,
  ratio: null,
  target: null,
  target_kind: null,
  ...fields,
});

describe('performance budgets (issue 16, item 10)', () => {
  it('a ratio or a time fails only when more than 1.5× past its target', () => {
    expect(budgetVerdict(line({ ratio: 0.74, target: 0.5, target_kind: 'ratio' })).over).toBe(
      false,
    );
    expect(budgetVerdict(line({ ratio: 0.76, target: 0.5, target_kind: 'ratio' })).over).toBe(true);
    expect(budgetVerdict(line({ ours_ms: 370, target: 250, target_kind: 'ms' })).over).toBe(false);
    expect(budgetVerdict(line({ ours_ms: 380, target: 250, target_kind: 'ms' })).over).toBe(true);
  });

  it('a win rate is a floor: it fails under two thirds of its target', () => {
    expect(budgetVerdict(line({ rate: 0.5, target: 0.7, target_kind: 'rate' })).over).toBe(false);
    expect(budgetVerdict(line({ rate: 0.45, target: 0.7, target_kind: 'rate' })).over).toBe(true);
  });

  it('says which figure it judged, and a line with no target is never over', () => {
    const none = budgetVerdict(line({ name: 'select-move-200', ratio: 6 }));
    expect(none.over).toBe(false);
    expect(describeVerdict(none)).toBe('select-move-200: no single target');
    expect(
      describeVerdict(
        budgetVerdict(line({ name: 'astar-200', ratio: 0.4, target: 0.2, target_kind: 'ratio' })),
      ),
    ).toBe('astar-200: ratio 0.4 against ≤ 0.2: OVER BUDGET (the limit is 0.3)');
    // A kind whose figure the line did not report is said, not passed silently as a number.
    expect(describeVerdict(budgetVerdict(line({ target: 0.7, target_kind: 'rate' })))).toBe(
      'bench: its rate was not reported',
    );
  });
});
