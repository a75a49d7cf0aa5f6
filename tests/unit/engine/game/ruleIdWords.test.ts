import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import { attackOptions } from '../../../../engine/game/intents/attackOptions.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { act, startSession, type Session } from '../../../../engine/game/session.ts';
import { encounter } from './encounterFixture.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { CALL_CHECK } from '../../../../engine/game/records/callCheck.ts';
import { CONTINUE } from '../../../../engine/game/records/continueAttack.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../../engine/game/records/defend.ts';
import { DRAW } from '../../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { PLAY_CHECK_CARD } from '../../../../engine/game/records/playCheckCard.ts';
import { SPEND_CHIP } from '../../../../engine/game/records/spendChip.ts';
import { SPEND_SPEED_FOR_INITIATIVE } from '../../../../engine/game/records/spendSpeedForInitiative.ts';
import { TOGGLE_DOOR } from '../../../../engine/game/records/toggleDoor.ts';
import { USE_ITEM } from '../../../../engine/game/records/useItem.ts';

/**
 * Issue 10, item 9: a rule id in parentheses, "(M3)", reads like a square ("opens the door at
 * E4/E5 (M3)" while Tom stands on M3). Every engine text writes "rule M3" (or "rules E4, A8").
 */
const SQUARE_LIKE = /\((?:TS|[A-Z])\d+(?:, (?:TS|[A-Z])\d+)*\)/;

/** Refusals met by sending, in each state of seeded play, actions of every kind by everyone. */
function probes(who: string): Action[] {
  return [
    { type: MOVE.type, who, path: [] },
    { type: TOGGLE_DOOR.type, who, door: 0 },
    { type: SPEND_CHIP.type, who, chip: 'speed' },
    { type: SPEND_CHIP.type, who, chip: 'action' },
    { type: SPEND_SPEED_FOR_INITIATIVE.type, who },
    { type: DECLARE_ATTACK.type, who, target: 'tom', weapon: true, chips: { range: 5 } },
    { type: DRAW.type, who },
    { type: END_PHASE.type, who },
    { type: DEFEND.type, who, chips: { defense: 9 } },
    { type: PLAY_CHECK_CARD.type, who, card: 'x' },
    { type: USE_ITEM.type, who, item: 'Snake Oil' },
    { type: CALL_CHECK.type, who, check: 'Thievin' },
    { type: BEGIN_TURNS.type },
    { type: CONTINUE.type },
  ];
}

describe('rule ids never read like squares (issue 10, item 9)', () => {
  it('in the log, the refusals and the attack options of seeded play', () => {
    const texts: string[] = [];
    for (let seed = 1; seed <= 4; seed++) {
      let session: Session = startSession(encounter(seed, {}, { kate: [5, 4] }));
      for (let i = 0; i < 150; i++) {
        const state = session.current;
        for (const who of Object.keys(state.combatants)) {
          for (const probe of probes(who)) {
            const result = applyAction(state, probe);
            if (!result.ok) texts.push(result.message);
          }
          const options = attackOptions(state, who);
          texts.push(
            ...[options.disabled, ...options.with.map((w) => w.disabled)].filter(
              (t): t is string => typeof t === 'string',
            ),
          );
        }
        const pending = pendingActor(state);
        const actor = pending.kind === 'character' ? pending.who : 'dealer';
        const listed = legalActions(state, actor).actions;
        if (listed.length === 0) break;
        const result = act(session, listed[(i * 5 + seed) % listed.length]!);
        if (!result.ok) throw new Error(result.message);
        texts.push(...result.events.map((e) => e.text));
        session = result.session;
      }
    }
    // The words cite rules, and none in the square-like way.
    expect(texts.filter((t) => /\brules? (?:TS|[A-Z])\d/.test(t)).length).toBeGreaterThan(20);
    expect([...new Set(texts.filter((t) => SQUARE_LIKE.test(t)))]).toEqual([]);
  });
});
