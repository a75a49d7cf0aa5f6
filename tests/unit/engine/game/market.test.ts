import { describe, expect, it } from 'vitest';
import { characterSchema } from '../../../../engine/model/character.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { npcCardSchema } from '../../../../engine/model/npcCard.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import type { Combatant, GameState } from '../../../../engine/game/gameState.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { turnContext } from '../../../../engine/game/queries.ts';
import { marketView } from '../../../../engine/game/intents/marketView.ts';
import { storeControl } from '../../../../engine/game/storeControl.ts';
import { carriedCount } from '../../../../engine/game/inventory.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../../../../engine/rules/rulesOptions.ts';
import { storeCards } from '../../../../engine/rules/storeCatalogue.ts';
import { STORES } from '../../../../engine/rules/stores.ts';
import kate from '../../../../assets/characters/marshal-kate.json';
import npcs from '../../../../assets/npcs/examples.json';
import { play, refusal } from './drive.ts';
import { ADVANCE_DAY } from '../../../../engine/game/records/advanceDay.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { BUY } from '../../../../engine/game/records/buy.ts';
import { CALL_CHECK } from '../../../../engine/game/records/callCheck.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../../engine/game/records/defend.ts';
import { DRAW } from '../../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { EQUIP } from '../../../../engine/game/records/equip.ts';
import { FIT } from '../../../../engine/game/records/fit.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { PLACE_TOKEN } from '../../../../engine/game/records/placeToken.ts';
import { PLAY_CHECK_CARD } from '../../../../engine/game/records/playCheckCard.ts';
import { SET_RULES } from '../../../../engine/game/records/setRules.ts';
import { SPEND_CHIP } from '../../../../engine/game/records/spendChip.ts';
import { UNEQUIP } from '../../../../engine/game/records/unequip.ts';
import { USE_ITEM } from '../../../../engine/game/records/useItem.ts';

/** Three store buildings in a row (X2), each with its boardwalk below it (X3: outside). */
const street = mapSchema.parse({
  size: [16, 9],
  buildings: [
    { name: 'Jenkins Bros', squares: block(1, 4), boardwalk: row(1, 4, 4) },
    { name: 'Monco & McAtte', squares: block(6, 9), boardwalk: row(6, 9, 4) },
    { name: 'Abernathy Gang', squares: block(11, 14), boardwalk: row(11, 14, 4) },
  ],
});

function row(x0: number, x1: number, y: number): [number, number][] {
  const squares: [number, number][] = [];
  for (let x = x0; x <= x1; x++) squares.push([x, y]);
  return squares;
}

function block(x0: number, x1: number): [number, number][] {
  return [1, 2, 3].flatMap((y) => row(x0, x1, y));
}

const market = (change: Partial<RulesOptions> = {}): RulesOptions => ({
  ...DEFAULT_RULES_OPTIONS,
  marketplace: true,
  ...change,
});

/** Kate (3 gold) and Tom the NPC; Kate's turn, in her Action phase. */
function kateActing(
  at: { kate?: [number, number]; tom?: [number, number] } = {},
  options: RulesOptions = market(),
): GameState {
  const state = createEncounter({
    map: street,
    options,
    seed: 3,
    participants: [
      { id: 'kate', at: at.kate ?? [7, 7], side: 'pc', character: characterSchema.parse(kate) },
      { id: 'tom', at: at.tom ?? [14, 7], side: 'npc', npc: npcCardSchema.parse(npcs[0]) },
    ],
  });
  return play(state, { type: BEGIN_TURNS.type }, { type: END_PHASE.type, who: 'kate' });
}

function changed(state: GameState, who: string, change: Partial<Combatant>): GameState {
  const c = state.combatants[who]!;
  return { ...state, combatants: { ...state.combatants, [who]: { ...c, ...change } } };
}

const buy = (store: string, item: string): Action => ({ type: BUY.type, who: 'kate', store, item });

describe('the store catalogue (X1)', () => {
  it('lays out 12 house cards in each of the three stores, each with a price in gold', () => {
    for (const { building } of STORES) {
      const cards = storeCards(building, DEFAULT_RULES_OPTIONS);
      expect(cards).toHaveLength(12);
      for (const card of cards) {
        expect(card.origin).toBe('house');
        expect(card.price).toBeGreaterThan(0);
      }
    }
    expect(storeCards('Jenkins Bros', { ...DEFAULT_RULES_OPTIONS, cardsPerStore: 5 })).toHaveLength(
      5,
    );
  });
});

describe('buying (X1–X4)', () => {
  it('X4: buying is a free action — buy, use, and buy again in one turn', () => {
    let state = kateActing();
    state = play(state, buy('Monco & McAtte', 'Coffee Beans'));
    expect(turnContext(state)!.actionsLeft).toBe(1);
    // W2: using the item takes the turn's one action…
    state = play(state, { type: USE_ITEM.type, who: 'kate', item: 'Coffee Beans' });
    expect(turnContext(state)!.actionsLeft).toBe(0);
    // …and buying again is still allowed, because buying takes none.
    state = play(state, buy('Monco & McAtte', 'Snake Oil'));
    const k = state.combatants.kate!;
    expect(k.gold).toBe(0);
    expect(k.items.filter((i) => i === 'Snake Oil')).toHaveLength(2);
  });

  it('X1: only when the Marketplace is played; gold short and sold-out cards are refused in words', () => {
    expect(
      refusal(kateActing({}, DEFAULT_RULES_OPTIONS), buy('Monco & McAtte', 'Jerky')),
    ).toMatchObject({
      reason: 'marketplace_off',
    });
    const state = kateActing();
    expect(refusal(state, buy('Monco & McAtte', 'Medical Kit')).message).toBe(
      'Medical Kit costs 4 gold and Marshal Kate has 3 (rule X1).',
    );
    const rich = changed(state, 'kate', { gold: 20 });
    const once = play(rich, buy('Monco & McAtte', 'Revival Tonic'));
    expect(refusal(once, buy('Monco & McAtte', 'Revival Tonic')).reason).toBe('sold_out');
  });

  it('gear bought brings its blue track, ammunition its own, a weapon waits in the inventory (A2, A8, W4)', () => {
    let state = changed(kateActing(), 'kate', { gold: 30 });
    state = play(
      state,
      buy('Abernathy Gang', 'Leather Duster'),
      buy('Jenkins Bros', 'Hollow Points'),
      buy('Jenkins Bros', 'Bolt Action'),
    );
    const k = state.combatants.kate!;
    expect(k.gear.map((g) => [g.name, g.track.max])).toEqual([['Leather Duster', 2]]);
    expect(k.ammo.map((a) => [a.name, a.track.max])).toEqual([['Hollow Points', 3]]);
    expect(k.weapon).toBe('Single Action Revolver');
    expect(k.items).toContain('Bolt Action');
    expect(k.gold).toBe(30 - 3 - 2 - 9);
  });

  it('W4: a full inventory refuses a purchase; worn gear takes no slot', () => {
    const full = changed(kateActing(), 'kate', {
      gold: 20,
      items: ['Snake Oil', 'Jerky', 'Jerky', 'Canned Beans', 'Cigarettes', 'Hollow Points'],
    });
    expect(refusal(full, buy('Monco & McAtte', 'Jerky')).reason).toBe('inventory_full');
    expect(play(full, buy('Abernathy Gang', 'Leather Duster')).combatants.kate!.gear).toHaveLength(
      1,
    );
  });
});

describe('store control follows who stands inside, live (X3)', () => {
  it('is refused in words while the NPCs hold the store, and opens when they leave it', () => {
    // Tom inside Jenkins Bros with 3 gold: the NPCs hold it (at least 2 Gold Value, the most).
    let state = changed(kateActing({ tom: [2, 2] }), 'tom', { gold: 3 });
    expect(storeControl(state).find((s) => s.store === 'Jenkins Bros')).toMatchObject({
      buyers: ['npc'],
      goldInside: { npc: 3 },
    });
    expect(refusal(state, buy('Jenkins Bros', 'Hollow Points')).message).toBe(
      'Jenkins Bros is held by the NPCs: only they may buy there (rule X3).',
    );
    expect(legalActions(state, 'kate').actions).not.toContainEqual(
      buy('Jenkins Bros', 'Hollow Points'),
    );
    // The other stores stay open to all: nobody stands in them.
    expect(play(state, buy('Monco & McAtte', 'Jerky')).combatants.kate!.items).toContain('Jerky');
    // The Dealer moves Tom onto the boardwalk: outside, so the store is open again.
    state = play(state, { type: PLACE_TOKEN.type, combatant: 'tom', at: [2, 4] });
    expect(storeControl(state).find((s) => s.store === 'Jenkins Bros')!.buyers).toBe('all');
    expect(legalActions(state, 'kate').actions).toContainEqual(
      buy('Jenkins Bros', 'Hollow Points'),
    );
    expect(play(state, buy('Jenkins Bros', 'Hollow Points')).combatants.kate!.gold).toBe(1);
  });

  it('a posse that walks in takes the store over from another with less gold inside', () => {
    let state = changed(kateActing({ tom: [7, 2] }), 'tom', { gold: 2 });
    expect(storeControl(state).find((s) => s.store === 'Monco & McAtte')!.buyers).toEqual(['npc']);
    // Kate's next turn: she walks in with her 3 gold.
    state = play(
      state,
      { type: END_PHASE.type, who: 'kate' },
      { type: DRAW.type, who: 'kate' },
      { type: END_PHASE.type, who: 'tom' },
      { type: END_PHASE.type, who: 'tom' },
      { type: DRAW.type, who: 'tom' },
      { type: BEGIN_TURNS.type },
      {
        type: MOVE.type,
        who: 'kate',
        path: [
          [7, 6],
          [7, 5],
          [8, 4],
          [8, 3],
        ],
      },
      { type: END_PHASE.type, who: 'kate' },
    );
    const monco = storeControl(state).find((s) => s.store === 'Monco & McAtte')!;
    expect(monco).toMatchObject({ buyers: ['pc'], goldInside: { pc: 3, npc: 2 } });
    expect(monco.why).toBe("The posse hold it: 3 gold inside against the NPCs's 2 (rule X3).");
    expect(play(state, buy('Monco & McAtte', 'Jerky')).combatants.kate!.gold).toBe(2);
  });
});

describe('Gold Value is the gold carried now; the NPCs are one posse (X3)', () => {
  it('X3: spending inside can lose control: the store is judged again on the gold carried after a purchase', () => {
    // Kate (3 gold) and Tom (2 gold) inside Monco & McAtte: the posse holds it, 3 against 2.
    let state = changed(kateActing({ kate: [7, 2], tom: [8, 2] }), 'tom', { gold: 2 });
    expect(storeControl(state).find((s) => s.store === 'Monco & McAtte')).toMatchObject({
      buyers: ['pc'],
      goldInside: { pc: 3, npc: 2 },
    });
    // Snake Oil costs 2: Kate carries 1 gold now, so the NPCs hold the store.
    state = play(state, buy('Monco & McAtte', 'Snake Oil'));
    expect(state.combatants.kate!.gold).toBe(1);
    expect(storeControl(state).find((s) => s.store === 'Monco & McAtte')).toMatchObject({
      buyers: ['npc'],
      goldInside: { pc: 1, npc: 2 },
    });
    expect(refusal(state, buy('Monco & McAtte', 'Jerky')).reason).toBe('store_controlled');
    expect(legalActions(state, 'kate').actions).not.toContainEqual(buy('Monco & McAtte', 'Jerky'));
  });

  it('X3: the NPCs inside count together as one posse, whatever their factions', () => {
    const rose = npcCardSchema.parse(npcs[1]);
    const tom = npcCardSchema.parse(npcs[0]);
    expect(rose.faction).not.toBe(tom.faction);
    const start = createEncounter({
      map: street,
      options: market(),
      seed: 3,
      participants: [
        { id: 'kate', at: [7, 2], side: 'pc', character: characterSchema.parse(kate) },
        { id: 'tom', at: [8, 2], side: 'npc', npc: tom },
        { id: 'rose', at: [9, 2], side: 'npc', npc: rose },
      ],
    });
    // Kate carries 3; Tom and Rose 2 each: neither alone has more than Kate, together they do.
    const state = changed(
      changed(
        play(start, { type: BEGIN_TURNS.type }, { type: END_PHASE.type, who: 'kate' }),
        'tom',
        {
          gold: 2,
        },
      ),
      'rose',
      { gold: 2 },
    );
    expect(state.combatants.kate!.gold).toBe(3);
    expect(storeControl(state).find((s) => s.store === 'Monco & McAtte')).toMatchObject({
      buyers: ['npc'],
      goldInside: { pc: 3, npc: 4 },
    });
    expect(refusal(state, buy('Monco & McAtte', 'Jerky')).reason).toBe('store_controlled');
  });
});

describe('when a character may buy (X4)', () => {
  /** Kate's Movement phase, round 1, and Tom's turn after hers. */
  const kateMoving = () =>
    play(
      createEncounter({
        map: street,
        options: market(),
        seed: 3,
        participants: [
          { id: 'kate', at: [7, 7], side: 'pc', character: characterSchema.parse(kate) },
          { id: 'tom', at: [14, 7], side: 'npc', npc: npcCardSchema.parse(npcs[0]) },
        ],
      }),
      { type: BEGIN_TURNS.type },
    );

  it('X4: buys during its own Movement phase, spends no movement, and moves on after', () => {
    let state = kateMoving();
    expect(state.turn!.flow.value).toBe('movement');
    expect(legalActions(state, 'kate').actions).toContainEqual(buy('Monco & McAtte', 'Jerky'));
    state = play(state, buy('Monco & McAtte', 'Jerky'));
    const k = state.combatants.kate!;
    expect(k.gold).toBe(2);
    expect(k.items).toContain('Jerky');
    // Still her Movement phase, with all her movement and her action left.
    expect(state.turn!.flow.value).toBe('movement');
    expect(turnContext(state)).toMatchObject({ moved: 0, actionsLeft: 1 });
    state = play(state, { type: MOVE.type, who: 'kate', path: [[7, 6]] });
    // …and in the Action phase of the same turn, again.
    state = play(state, { type: END_PHASE.type, who: 'kate' }, buy('Monco & McAtte', 'Jerky'));
    expect(state.combatants.kate!.gold).toBe(1);
    expect(turnContext(state)!.actionsLeft).toBe(1);
  });

  it('X4: never during another character’s turn, nor in its own Draw phase', () => {
    let state = play(
      kateMoving(),
      { type: END_PHASE.type, who: 'kate' },
      { type: END_PHASE.type, who: 'kate' },
    );
    expect(refusal(state, buy('Monco & McAtte', 'Jerky'))).toMatchObject({
      reason: 'wrong_phase',
      message: 'Buying happens in the Movement or Action phase, not the Draw phase (rule X4).',
    });
    expect(legalActions(state, 'kate').actions).not.toContainEqual(buy('Monco & McAtte', 'Jerky'));
    state = play(state, { type: DRAW.type, who: 'kate' });
    // Tom's Movement phase, then his Action phase: Kate may not buy in either.
    for (const phase of ['movement', 'action']) {
      expect(state.turn!.flow.value).toBe(phase);
      expect(refusal(state, buy('Monco & McAtte', 'Jerky')).reason).toBe('not_your_turn');
      expect(legalActions(state, 'kate').actions).toEqual([]);
      state = play(state, { type: END_PHASE.type, who: 'tom' });
    }
  });
});

describe('the Marketplace is an expansion, off unless the Dealer turns it on (X5)', () => {
  it('X5: a new encounter sells nothing until the Dealer turns the Marketplace on', () => {
    const off = play(
      createEncounter({
        map: street,
        seed: 3,
        participants: [
          { id: 'kate', at: [7, 7], side: 'pc', character: characterSchema.parse(kate) },
          { id: 'tom', at: [14, 7], side: 'npc', npc: npcCardSchema.parse(npcs[0]) },
        ],
      }),
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
    );
    expect(off.options.marketplace).toBe(false);
    expect(refusal(off, buy('Monco & McAtte', 'Jerky')).reason).toBe('marketplace_off');
    expect(legalActions(off, 'kate').actions.filter((a) => a.type === BUY.type)).toEqual([]);
    const on = play(off, { type: SET_RULES.type, options: market() });
    expect(play(on, buy('Monco & McAtte', 'Jerky')).combatants.kate!.items).toContain('Jerky');
  });
});

describe('equipping and fitting (T4, W3, W4, S5)', () => {
  it('W4: equipping takes the action; the old weapon goes to the inventory; unequipping puts it back', () => {
    let state = changed(kateActing(), 'kate', { items: ['Bolt Action'] });
    expect(legalActions(state, 'kate').actions).toContainEqual({
      type: EQUIP.type,
      who: 'kate',
      item: 'Bolt Action',
    });
    state = play(state, { type: EQUIP.type, who: 'kate', item: 'Bolt Action' });
    const k = state.combatants.kate!;
    expect([k.weapon, k.items]).toEqual(['Bolt Action', ['Single Action Revolver']]);
    expect(turnContext(state)!.actionsLeft).toBe(0);
    expect(refusal(state, { type: UNEQUIP.type, who: 'kate', item: 'Bolt Action' }).reason).toBe(
      'no_action_left',
    );
  });

  it('W3: a fitted item frees its slot and travels with the weapon, fitted by Conjure Up at TN 7 (S5)', () => {
    let state = changed(kateActing(), 'kate', {
      gold: 5,
      trained: ['Conjure Up'],
      // S2: Sharp 7 passes TN 7 with any card.
      stats: { ...kateActing().combatants.kate!.stats, sharp: 7 },
      items: ['Scope', 'Jerky', 'Jerky', 'Canned Beans', 'Cigarettes', 'Snake Oil'],
    });
    expect(refusal(state, buy('Monco & McAtte', 'Jerky')).reason).toBe('inventory_full');
    const fit: Action = {
      type: FIT.type,
      who: 'kate',
      item: 'Scope',
      weapon: 'Single Action Revolver',
    };
    expect(legalActions(state, 'kate').actions).toContainEqual(fit);
    state = play(state, fit);
    expect(state.check).toMatchObject({ check: 'Conjure Up', tn: 7 });
    state = play(state, {
      type: PLAY_CHECK_CARD.type,
      who: 'kate',
      card: state.combatants.kate!.hand[0]!,
    });
    const k = state.combatants.kate!;
    expect(k.items).not.toContain('Scope');
    expect(k.fitted).toEqual([{ item: 'Scope', weapon: 'Single Action Revolver' }]);
    expect(carriedCount(k)).toBe(5);
    // The slot it freed takes a purchase.
    expect(play(state, buy('Monco & McAtte', 'Jerky')).combatants.kate!.items).toHaveLength(6);
  });

  it('W3: a fitted item stays with its weapon when the weapon is put away; unequipping frees the hand (W4)', () => {
    let state = changed(kateActing(), 'kate', {
      items: ['Bolt Action'],
      fitted: [{ item: 'Scope', weapon: 'Single Action Revolver' }],
      chips: { ...kateActing().combatants.kate!.chips, action: 1 },
    });
    state = play(
      state,
      { type: UNEQUIP.type, who: 'kate', item: 'Single Action Revolver' },
      { type: SPEND_CHIP.type, who: 'kate', chip: 'action' },
      { type: EQUIP.type, who: 'kate', item: 'Bolt Action' },
    );
    const k = state.combatants.kate!;
    expect(k.weapon).toBe('Bolt Action');
    expect(k.items).toEqual(['Single Action Revolver']);
    expect(k.fitted).toEqual([{ item: 'Scope', weapon: 'Single Action Revolver' }]);
  });

  it('S4: an untrained character cannot make the fitting check', () => {
    const state = changed(kateActing(), 'kate', { items: ['Scope'] });
    expect(
      refusal(state, {
        type: FIT.type,
        who: 'kate',
        item: 'Scope',
        weapon: 'Single Action Revolver',
      }),
    ).toMatchObject({ reason: 'untrained' });
  });

  it('W3: the fitted Scope adds +1 Attack to attacks with its weapon', () => {
    const base = kateActing({ tom: [9, 7] });
    const attack = (s: GameState) =>
      play(
        s,
        { type: DECLARE_ATTACK.type, who: 'kate', target: 'tom', weapon: true },
        {
          type: DEFEND.type,
          who: 'tom',
        },
      ).attack!.resolution!;
    const scoped = changed(base, 'kate', {
      fitted: [{ item: 'Scope', weapon: 'Single Action Revolver' }],
    });
    expect(attack(scoped).attack).toBe(attack(base).attack + 1);
    expect(attack(scoped).attackModifiers).toContainEqual({
      source: 'Scope (fitted)',
      value: 1,
      rule: 'W3',
    });
  });

  it('W5 (house): what the fitted Scope adds is the option scopeAttackBonus, +1 unless the Dealer says', () => {
    const fitted = (options: RulesOptions) =>
      changed(kateActing({ tom: [9, 7] }, options), 'kate', {
        fitted: [{ item: 'Scope', weapon: 'Single Action Revolver' }],
      });
    const attack = (s: GameState) =>
      play(
        s,
        { type: DECLARE_ATTACK.type, who: 'kate', target: 'tom', weapon: true },
        { type: DEFEND.type, who: 'tom' },
      ).attack!.resolution!;
    const plain = attack(kateActing({ tom: [9, 7] })).attack;
    expect(attack(fitted(market())).attack).toBe(plain + 1);
    expect(attack(fitted(market({ scopeAttackBonus: 2 }))).attack).toBe(plain + 2);
    expect(attack(fitted(market({ scopeAttackBonus: 0 }))).attackModifiers).not.toContainEqual(
      expect.objectContaining({ source: 'Scope (fitted)' }),
    );
  });

  it('W4, A9: a knife attack is melee — adjacent only, Range chips do not extend it', () => {
    let state = changed(kateActing({ tom: [9, 7] }), 'kate', {
      items: ['Hunting Knife'],
      chips: { ...kateActing().combatants.kate!.chips, action: 1, range: 2 },
    });
    state = play(
      state,
      { type: EQUIP.type, who: 'kate', item: 'Hunting Knife' },
      { type: SPEND_CHIP.type, who: 'kate', chip: 'action' },
    );
    const knife: Action = {
      type: DECLARE_ATTACK.type,
      who: 'kate',
      target: 'tom',
      weapon: true,
      chips: { range: 2 },
    };
    expect(refusal(state, knife).message).toMatch(/reaches 1/);
    const beside = play(state, { type: PLACE_TOKEN.type, combatant: 'tom', at: [8, 7] });
    const resolution = play(beside, knife, { type: DEFEND.type, who: 'tom' }).attack!.resolution!;
    expect(resolution.weapon).toMatchObject({ name: 'Hunting Knife', melee: true, trait: 'blade' });
    expect(resolution.baseAttack).toBe(3);
    expect(resolution.coverVerdict).toBeNull();
  });
});

describe('the minor goods (W5)', () => {
  it('Cigarettes count on the next Charming check only; Coffee Beans on the next check', () => {
    let state = changed(kateActing(), 'kate', {
      items: ['Cigarettes', 'Coffee Beans'],
      chips: { ...kateActing().combatants.kate!.chips, action: 1 },
    });
    state = play(
      state,
      { type: USE_ITEM.type, who: 'kate', item: 'Cigarettes' },
      { type: SPEND_CHIP.type, who: 'kate', chip: 'action' },
      { type: USE_ITEM.type, who: 'kate', item: 'Coffee Beans' },
      // In the Draw phase a check the Dealer calls takes no action (T4).
      { type: END_PHASE.type, who: 'kate' },
    );
    const card = state.combatants.kate!.hand[0]!;
    const sneak = play(
      state,
      { type: CALL_CHECK.type, who: 'kate', check: 'Sneak' },
      { type: PLAY_CHECK_CARD.type, who: 'kate', card },
    );
    const plain = sneak.check!.result!;
    expect(plain.legal && plain.gear).toBe(1);
    expect(sneak.combatants.kate!.boosts).toEqual([
      { item: 'Cigarettes', bonus: 1, stat: 'charming' },
    ]);
    const bluff = play(
      sneak,
      { type: CALL_CHECK.type, who: 'kate', check: 'Bluff' },
      { type: PLAY_CHECK_CARD.type, who: 'kate', card: sneak.combatants.kate!.hand[0]! },
    ).check!.result!;
    expect(bluff.legal && bluff.gear).toBe(1);
    // Y1: what was promised "this day" is gone on the next.
    expect(play(state, { type: ADVANCE_DAY.type }).combatants.kate!.boosts).toEqual([]);
  });

  it('Aromatic Bitters heal 1; Canned Beans are eaten when a day begins, not in play', () => {
    const hurt = changed(kateActing(), 'kate', { items: ['Aromatic Bitters', 'Canned Beans'] });
    const k = hurt.combatants.kate!;
    const state = changed(hurt, 'kate', { hp: { ...k.hp, hpLeft: 5 } });
    expect(
      play(state, { type: USE_ITEM.type, who: 'kate', item: 'Aromatic Bitters' }).combatants.kate!
        .hp.hpLeft,
    ).toBe(6);
    expect(
      refusal(state, { type: USE_ITEM.type, who: 'kate', item: 'Canned Beans' }).message,
    ).toMatch(/sustenance.*rules W5, Y2/);
  });
});

describe('the store panel’s candidates (marketView)', () => {
  it('offers FIT for a carried Scope on the equipped weapon, with EQUIP and UNEQUIP, each an action legalActions judges', () => {
    const state = changed(kateActing(), 'kate', {
      trained: ['Conjure Up'],
      items: ['Scope', 'Hunting Knife'],
    });
    const goods = marketView(state, 'kate').goods;
    const wanted: Action[] = [
      { type: FIT.type, who: 'kate', item: 'Scope', weapon: 'Single Action Revolver' },
      { type: EQUIP.type, who: 'kate', item: 'Hunting Knife' },
      { type: UNEQUIP.type, who: 'kate', item: 'Single Action Revolver' },
    ];
    for (const action of wanted) expect(goods).toContainEqual(action);
    const offered = legalActions(state, 'kate').actions;
    for (const action of wanted) expect(offered).toContainEqual(action);
  });
});
