import type { Migration } from '../../migrate.ts';
import { closedRulesOptions } from '../closedRulesOptions.ts';

/**
 * Session data v2 → v3 (issue 36): the rules options no longer bend three closed rules
 * (closedRulesOptions.ts), in the start state and in every SET_RULES, logged or undone. A session
 * played under one of them goes on under the closed rule, and its log opens by saying so (`notes`,
 * new in v3).
 *
 * A SET_RULES that changed nothing else than the Speed chip's initiative changes nothing now, and
 * the engine refuses a change of nothing: such a change is taken out of the log (or of what redo
 * puts back). The others stay, and replay as they were, but for a climb limit or a sharing reach
 * of 0 now 1. A move is logged with its path, so a wider climb limit changes no move made under
 * the narrower one. A wider sharing reach can take cover away from an attack already resolved in
 * the log; its replay then differs from how it was played, and the note says the rule changed.
 */
export const sessionV2ToV3: Migration = {
  from: 2,
  to: 3,
  migrate(data) {
    const start = data.start;
    if (!isRecord(start) || !Array.isArray(data.log)) return { ...data };
    const first = closedRulesOptions(start.options);
    let speedChipWasOff = first.speedChipWasOff;
    let climbWasZero = first.climbWasZero;
    let sharingWasZero = first.sharingWasZero;
    let dropped = 0;
    let options = JSON.stringify(first.options);
    const keep = (actions: readonly unknown[]) =>
      actions.flatMap((action) => {
        if (!isRecord(action) || action.type !== 'SET_RULES') return [action];
        const closed = closedRulesOptions(action.options);
        speedChipWasOff ||= closed.speedChipWasOff;
        climbWasZero ||= closed.climbWasZero;
        sharingWasZero ||= closed.sharingWasZero;
        const after = JSON.stringify(closed.options);
        if (after === options) {
          dropped += 1;
          return [];
        }
        options = after;
        return [{ ...action, options: closed.options }];
      });
    const log = keep(data.log);
    // Redo puts the undone back after the log, so they are read on from where the log ends. A
    // list that is not one is left for the v3 validation to refuse.
    const undone = Array.isArray(data.undone) ? { undone: keep(data.undone) } : {};
    const notes = [
      ...(speedChipWasOff
        ? [
            'Rules update (H1, closed): a Speed chip at a round’s start can always buy an earlier place. This session was played with that turned off, and goes on under the closed rule.',
          ]
        : []),
      ...(dropped > 0
        ? [
            `Rules update: ${dropped === 1 ? 'a change' : `${dropped} changes`} of house rules that only turned the Speed chip’s initiative on or off ${dropped === 1 ? 'is' : 'are'} gone, as nothing is left for ${dropped === 1 ? 'it' : 'them'} to change.`,
          ]
        : []),
      ...(climbWasZero
        ? [
            'Rules update (E3, closed): passages always lead up. A climb limit of 0, which this session had, is 1 now.',
          ]
        : []),
      ...(sharingWasZero
        ? [
            'Rules update (G5, closed): an obstacle the attacker shares never gives cover. A reach of 0 for sharing one, which this session had, is 1 now.',
          ]
        : []),
    ];
    return {
      ...data,
      start: { ...start, options: first.options },
      log,
      ...undone,
      ...(notes.length > 0 ? { notes } : {}),
    };
  },
};

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
