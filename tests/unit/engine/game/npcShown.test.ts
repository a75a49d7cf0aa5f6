import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { npcCondition } from '../../../../engine/game/npcShown.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { SET_NPC_SHOWN } from '../../../../engine/game/records/setNpcShown.ts';
import { seatView } from '../../../../engine/game/seatView.ts';
import { act, undo, type Session } from '../../../../engine/game/session.ts';
import { seat } from '../../../../engine/game/viewer.ts';
import { midGame } from './viewProbe.ts';

/** A fight under way in which some NPC has lost HP, so "hurt" has something to say. */
function hurtGame(): Session {
  const hurt = (s: GameState) =>
    !s.attack &&
    !s.check &&
    Object.values(s.combatants).some(
      (c) => c.side === 'npc' && c.hp.hpLeft > 0 && c.hp.hpLeft < c.hp.max,
    );
  for (const seed of [3, 7, 12, 21, 33]) {
    const session = midGame(seed, hurt);
    if (hurt(session.current)) return session;
  }
  throw new Error('no seed hurt an NPC');
}

function played(session: Session, action: Parameters<typeof act>[1]): Session {
  const result = act(session, action);
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

const npcsOf = (view: ReturnType<typeof publicView>) =>
  view.combatants.filter((c) => c.side === 'npc');

describe('what the players see of the NPCs (issue 40, item 4)', () => {
  it('shows HP in figures and the tier by default, as the table always saw them', () => {
    const view = publicView(hurtGame().current);
    for (const npc of npcsOf(view)) expect(npc.hp).toBeDefined();
    expect(npcsOf(view).some((c) => c.tier)).toBe(true);
  });

  it('sends only how hurt, or nothing, of their HP, and no tier, as the Dealer sets it', () => {
    const start = hurtGame();
    const state = start.current;
    const rough = played(start, { type: SET_NPC_SHOWN.type, hp: 'rough', tier: false });
    const view = publicView(rough.current);
    for (const npc of npcsOf(view)) {
      const real = state.combatants[npc.id]!;
      expect(npc.hp).toBeUndefined();
      expect(npc.tier).toBeUndefined();
      expect(npc.condition).toBe(npcCondition(real.hp));
    }
    // Not vacuous: some NPC is more than unhurt.
    expect(npcsOf(view).some((c) => c.condition === 'hurt' || c.condition === 'badly hurt')).toBe(
      true,
    );
    // No figure of an NPC's HP travels: no HP track at all (its gear's tracks are armour).
    expect(JSON.stringify(npcsOf(view))).not.toMatch(/"hp"|hpLeft/);
    // The posse's own stay as they were.
    for (const pc of view.combatants.filter((c) => c.side === 'pc')) expect(pc.hp).toBeDefined();
    // A phone's seat reads the same public part.
    const pc = Object.values(state.combatants).find((c) => c.side === 'pc')!;
    const seated = seatView(rough.current, seat(pc.name, [pc.id]));
    for (const npc of seated.combatants.filter((c) => c.side === 'npc'))
      expect(npc.hp).toBeUndefined();

    const hidden = played(rough, { type: SET_NPC_SHOWN.type, hp: 'hidden' });
    for (const npc of npcsOf(publicView(hidden.current))) {
      expect(npc.hp).toBeUndefined();
      expect(npc.condition).toBeUndefined();
    }
    // Undone: the table sees the NPCs as before, and the log said each change.
    const back = undo(undo(hidden)!)!;
    expect(publicView(back.current)).toEqual(publicView(state));
  });

  it('refuses a change that changes nothing, in words', () => {
    const result = act(hurtGame(), { type: SET_NPC_SHOWN.type, hp: 'shown' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe('The players already see the NPCs that way.');
  });

  it('words a rough state from the HP: unhurt, hurt, badly hurt at half or less, down', () => {
    expect(npcCondition({ hpLeft: 8, max: 8 })).toBe('unhurt');
    expect(npcCondition({ hpLeft: 5, max: 8 })).toBe('hurt');
    expect(npcCondition({ hpLeft: 4, max: 8 })).toBe('badly hurt');
    expect(npcCondition({ hpLeft: 0, max: 8 })).toBe('down');
  });
});
