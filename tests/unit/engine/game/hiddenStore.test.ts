import { describe, expect, it } from 'vitest';
import { characterSchema } from '../../../../engine/model/character.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { npcCardSchema } from '../../../../engine/model/npcCard.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { storeControl } from '../../../../engine/game/storeControl.ts';
import { DEFAULT_RULES_OPTIONS } from '../../../../engine/rules/rulesOptions.ts';
import kate from '../../../../assets/characters/marshal-kate.json';
import npcs from '../../../../assets/npcs/examples.json';
import { play, refusal } from './drive.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { BUY } from '../../../../engine/game/records/buy.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';

/** Jenkins Bros (X2) on a small street, its boardwalk below it. */
const street = mapSchema.parse({
  size: [10, 9],
  buildings: [
    {
      name: 'Jenkins Bros',
      squares: [1, 2, 3].flatMap((y) => [1, 2, 3, 4].map((x) => [x, y])),
      boardwalk: [1, 2, 3, 4].map((x) => [x, 4]),
    },
  ],
});

const TOM = npcCardSchema.parse({ ...npcs[0], gold: 3 });
const HOLLOW_POINTS: Action = {
  type: BUY.type,
  who: 'kate',
  store: 'Jenkins Bros',
  item: 'Hollow Points',
};

/** Kate (3 gold) in her Action phase; Tom, with 3 gold, inside Jenkins Bros, hidden or not. */
function kateActing(hidden: boolean): GameState {
  const state = createEncounter({
    map: street,
    options: { ...DEFAULT_RULES_OPTIONS, marketplace: true },
    seed: 3,
    participants: [
      { id: 'kate', at: [7, 7], side: 'pc', character: characterSchema.parse(kate) },
      { id: 'tom', at: [2, 2], side: 'npc', npc: { ...TOM, hidden } },
    ],
  });
  return play(state, { type: BEGIN_TURNS.type }, { type: END_PHASE.type, who: 'kate' });
}

describe('a hidden NPC inside a store (X3, issue 11)', () => {
  it('X3: still holds it: its gold counts inside, as a seen one does', () => {
    const store = storeControl(kateActing(true)).find((s) => s.store === 'Jenkins Bros')!;
    expect(store).toMatchObject({ buyers: ['npc'], goldInside: { npc: 3 } });
  });

  it('X3: a purchase there reveals it instead of a refusal that would speak of it; nothing is bought', () => {
    const state = kateActing(true);
    // The posse is offered the purchase, as the store looks to it: open to all.
    expect(legalActions(state, 'kate').actions).toContainEqual(HOLLOW_POINTS);
    const result = applyAction(state, HOLLOW_POINTS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.combatants.tom!.hidden).toBe(false);
    expect(result.state.combatants.kate).toEqual(state.combatants.kate);
    expect(result.state.sold).toEqual([]);
    expect(result.state.turn).toEqual(state.turn);
    expect(result.events.map((e) => e.text)).toEqual([
      'Tom was hiding at C3: Marshal Kate goes to buy at Jenkins Bros and finds them holding it; nothing is bought (rule X3).',
    ]);
    expect(publicView(result.state).combatants.map((c) => c.id)).toContain('tom');
    expect(publicView(state).combatants.map((c) => c.id)).not.toContain('tom');
    // Revealed, the store is refused in the words a seen holder gets.
    expect(refusal(result.state, HOLLOW_POINTS).message).toBe(
      'Jenkins Bros is held by the NPCs: only they may buy there (rule X3).',
    );
  });

  it('a refusal for another reason is the one the posse would get without the hidden NPC', () => {
    const state = kateActing(true);
    const broke = {
      ...state,
      combatants: { ...state.combatants, kate: { ...state.combatants.kate!, gold: 0 } },
    };
    const refused = refusal(broke, HOLLOW_POINTS);
    expect(refused.message).toBe('Hollow Points costs 2 gold and Marshal Kate has 0 (rule X1).');
    expect(refused.message).not.toMatch(/Tom|NPC|held/);
  });

  it('no refusal of a posse purchase names the hidden NPC or its side', () => {
    const state = kateActing(true);
    for (const item of ['Hollow Points', 'Bolt Action', 'No Such Thing']) {
      const result = applyAction(state, { ...HOLLOW_POINTS, item });
      if (!result.ok) expect(result.message).not.toMatch(/Tom|NPC|held/);
    }
  });

  it('a seen NPC holding the store is refused in words, as before', () => {
    expect(refusal(kateActing(false), HOLLOW_POINTS).message).toBe(
      'Jenkins Bros is held by the NPCs: only they may buy there (rule X3).',
    );
  });
});
