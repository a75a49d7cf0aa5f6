import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { cardCount } from '../../../../engine/game/deck.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { activeCharacter } from '../../../../engine/game/queries.ts';
import { encounter, withGunslinger } from './encounterFixture.ts';
import { play, playAuto, refusal } from './drive.ts';
import { ADVANCE_DAY } from '../../../../engine/game/records/advanceDay.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { CONTINUE } from '../../../../engine/game/records/continueAttack.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../../engine/game/records/defend.ts';
import { DRAW } from '../../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { PLAY_CARD } from '../../../../engine/game/records/playCard.ts';
import { SPEND_CHIP } from '../../../../engine/game/records/spendChip.ts';
import { TOGGLE_DOOR } from '../../../../engine/game/records/toggleDoor.ts';
import { USE_ITEM } from '../../../../engine/game/records/useItem.ts';

/** The highest-Attack (or, with `defend`, highest-Defend) card in a hand. */
function best(state: GameState, who: string, by: 'attack' | 'defend' = 'attack'): string {
  const c = state.combatants[who]!;
  return [...c.hand].sort((a, b) => c.cards[b]![by] - c.cards[a]![by])[0]!;
}

/** Kate and Tom pass their turns (T2): Ned's Movement phase, the third turn of round 1. */
function nedsTurn(state: GameState): GameState {
  const pass = (who: string) =>
    [
      { type: END_PHASE.type, who },
      { type: END_PHASE.type, who },
      { type: DRAW.type, who },
    ] as const;
  return play(state, { type: BEGIN_TURNS.type }, ...pass('kate'), ...pass('tom'));
}

/** Plays out an attack that is under way, the defender passing. */
function finishAttack(state: GameState): GameState {
  let s = play(state, { type: DEFEND.type, who: state.attack!.target });
  while (s.attack) s = play(s, { type: CONTINUE.type });
  return s;
}

describe('applyAction refuses, with its reason', () => {
  it('an attack out of range (A1), checked before LOS', () => {
    // Kate at A1 with a Pistol card (Range 8); Tom at L8 is 11 squares away.
    const s = play(
      encounter(7, {}, { kate: [0, 0], tom: [11, 7] }),
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
    );
    const result = refusal(s, {
      type: DECLARE_ATTACK.type,
      who: 'kate',
      target: 'tom',
      card: best(s, 'kate'),
    });
    expect(result.reason).toBe('out_of_range');
    expect(result.message).toBe(
      'Marshal Kate cannot attack Tom: L8 is 11 squares away; Pistol card reaches 8.',
    );
  });

  it('an attack through a closed door (G3)', () => {
    const s = play(
      encounter(7, {}, { kate: [5, 3], tom: [8, 3] }),
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
    );
    expect(
      refusal(s, { type: DECLARE_ATTACK.type, who: 'kate', target: 'tom', weapon: true }).reason,
    ).toBe('no_line_of_sight');
  });

  it('climbing without a passage (E3)', () => {
    const s = play(encounter(7, {}, { kate: [10, 2] }), { type: BEGIN_TURNS.type });
    const climb = refusal(s, { type: MOVE.type, who: 'kate', path: [[10, 1]] });
    expect(climb.reason).toBe('no_passage');
    // Up the stairs at J2 it is a legal move, costing 2.
    const up = play(s, {
      type: MOVE.type,
      who: 'kate',
      path: [
        [9, 1],
        [10, 1],
      ],
    });
    expect(up.combatants.kate!.at).toEqual([10, 1]);
  });

  it('a second action without an Action chip (T4)', () => {
    let s = play(encounter(), { type: BEGIN_TURNS.type }, { type: END_PHASE.type, who: 'kate' });
    s = finishAttack(
      play(s, { type: DECLARE_ATTACK.type, who: 'kate', target: 'buster', weapon: true }),
    );
    expect(
      refusal(s, { type: DECLARE_ATTACK.type, who: 'kate', target: 'tom', weapon: true }).reason,
    ).toBe('no_action_left');
    // Kate bought no Action chips, so she cannot buy another action either.
    expect(refusal(s, { type: SPEND_CHIP.type, who: 'kate', chip: 'action' }).reason).toBe(
      'chip_spent',
    );
  });

  it('spending a spent chip (H3), until the next day (Y1)', () => {
    // Tom (an Action chip) shoots Kate twice on his turn; she antes her one Defense chip the first time.
    let s = playAuto(
      encounter(7),
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
      { type: END_PHASE.type, who: 'kate' },
      { type: DRAW.type, who: 'kate' },
    );
    expect(activeCharacter(s)).toBe('tom');
    s = playAuto(
      s,
      { type: END_PHASE.type, who: 'tom' },
      { type: DECLARE_ATTACK.type, who: 'tom', target: 'kate', weapon: true },
    );
    s = playAuto(s, { type: DEFEND.type, who: 'kate', chips: { defense: 1 } });
    expect(s.combatants.kate!.chips.defense).toBe(0);
    s = playAuto(
      s,
      { type: SPEND_CHIP.type, who: 'tom', chip: 'action' },
      { type: DECLARE_ATTACK.type, who: 'tom', target: 'kate', weapon: true },
    );
    const again = refusal(s, { type: DEFEND.type, who: 'kate', chips: { defense: 1 } });
    expect(again.reason).toBe('chip_spent');
    s = playAuto(s, { type: DEFEND.type, who: 'kate' }, { type: ADVANCE_DAY.type });
    expect(s.combatants.kate!.chips.defense).toBe(1);
    expect(s.combatants.tom!.chips.action).toBe(1);
  });

  it('playing a card not in hand (K1)', () => {
    const s = play(encounter(), { type: BEGIN_TURNS.type }, { type: END_PHASE.type, who: 'kate' });
    const inDeck = s.combatants.kate!.deck[0]!;
    expect(
      refusal(s, { type: DECLARE_ATTACK.type, who: 'kate', target: 'buster', card: inDeck }).reason,
    ).toBe('card_not_in_hand');
  });

  it('acting out of turn, or in the wrong phase', () => {
    const s = play(encounter(), { type: BEGIN_TURNS.type });
    expect(refusal(s, { type: MOVE.type, who: 'tom', path: [[8, 5]] }).reason).toBe(
      'not_your_turn',
    );
    expect(
      refusal(s, { type: DECLARE_ATTACK.type, who: 'kate', target: 'buster', weapon: true }).reason,
    ).toBe('wrong_phase');
    expect(refusal(s, { type: DRAW.type, who: 'kate' }).reason).toBe('wrong_phase');
    expect(
      refusal(s, {
        type: MOVE.type,
        who: 'kate',
        path: [
          [2, 4],
          [3, 4],
          [4, 4],
          [5, 4],
          [6, 4],
          [7, 4],
          [7, 3],
        ],
      }).reason,
    ).toBe('too_far');
  });
});

describe('applyAction plays the rules', () => {
  it('A2: ammunition adds its modifier and advances its blue chip; a full track cannot be spent', () => {
    // Ned (Hollow Points, +1, 3 uses) takes his turn after Kate and Tom.
    let s = playAuto(nedsTurn(encounter(7)), {
      type: END_PHASE.type,
      who: 'ned',
    });
    const hollow = s.combatants.ned!.ammo.find((a) => a.name === 'Hollow Points')!;
    expect(hollow.track).toMatchObject({ family: 'tracker', color: 'blue', ammoUsed: 0, max: 3 });
    const shot = play(s, {
      type: DECLARE_ATTACK.type,
      who: 'ned',
      target: 'buster',
      weapon: true,
      ammo: hollow.id,
    });
    expect(shot.combatants.ned!.ammo.find((a) => a.id === hollow.id)!.track.ammoUsed).toBe(1);
    const done = finishAttack(shot);
    expect(done.lastAttack!.resolution).toMatchObject({
      attackModifiers: expect.arrayContaining([{ source: 'ammunition', value: 1, rule: 'A2' }]),
    });
    // With its track full (3 of 3 blue chips), the card is used up.
    const ned = s.combatants.ned!;
    s = {
      ...s,
      combatants: {
        ...s.combatants,
        ned: {
          ...ned,
          ammo: ned.ammo.map((a) =>
            a.id === hollow.id ? { ...a, track: { ...a.track, ammoUsed: 3 } } : a,
          ),
        },
      },
    };
    const refused = refusal(s, {
      type: DECLARE_ATTACK.type,
      who: 'ned',
      target: 'buster',
      weapon: true,
      ammo: hollow.id,
    });
    expect([refused.reason, refused.message]).toEqual([
      'ammo_spent',
      'Hollow Points is used up: its track is full (rule A2).',
    ]);
  });

  it('K4/K5: the discard pile is shuffled into a new deck when a draw finds the deck empty; 12 cards always', () => {
    const s = nedsTurn(encounter());
    expect(activeCharacter(s)).toBe('ned');
    // Ned's deck is run down (all but one card already played), so his Draw chip must reshuffle.
    const ned = s.combatants.ned!;
    const emptied: GameState = {
      ...s,
      combatants: {
        ...s.combatants,
        ned: {
          ...ned,
          discard: [...ned.deck, ...ned.hand.slice(1)],
          deck: [],
          hand: ned.hand.slice(0, 1),
        },
      },
    };
    expect(cardCount(emptied.combatants.ned!)).toBe(12);
    const drawn = play(emptied, { type: SPEND_CHIP.type, who: 'ned', chip: 'draw' });
    expect(drawn.reshuffles).toBe(1);
    expect(drawn.combatants.ned!.hand).toHaveLength(4);
    expect(cardCount(drawn.combatants.ned!)).toBe(12);
    // Seeded: the same state draws the same cards.
    expect(
      play(emptied, { type: SPEND_CHIP.type, who: 'ned', chip: 'draw' }).combatants.ned!.hand,
    ).toEqual(drawn.combatants.ned!.hand);
  });

  it('A8: damage goes to gear (blue chips) first, then HP (red chip); E4: jump damage straight to HP', () => {
    let s = playAuto(
      encounter(7),
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
    );
    s = playAuto(
      s,
      {
        type: DECLARE_ATTACK.type,
        who: 'kate',
        target: 'tom',
        card: best(s, 'kate'),
        chips: { attack: 2 },
      },
      { type: DEFEND.type, who: 'tom' },
    );
    const tom = s.combatants.tom!;
    const resolution = s.lastAttack!.resolution as {
      damage: number;
      absorbed: number;
      hpDamage: number;
    };
    expect(resolution.damage).toBeGreaterThan(0);
    expect(tom.gear[0]!.track.gearUsed).toBe(resolution.absorbed);
    expect(tom.hp.hpLeft).toBe(12 - resolution.hpDamage);
    const jumper = playAuto(
      encounter(7, {}, { kate: [10, 1] }),
      { type: BEGIN_TURNS.type },
      { type: MOVE.type, who: 'kate', path: [[10, 2]] },
    );
    expect(jumper.combatants.kate!.hp.hpLeft).toBe(12 - 1);
  });

  it('R3: a multi-shot card must come first, and its other shots are free', () => {
    let s = play(
      withGunslinger(),
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'sam' },
    );
    const fan = Object.values(s.combatants.sam!.cards).find((c) => c.name === 'Fan the Hammer')!.id;
    if (!s.combatants.sam!.hand.includes(fan)) {
      const sam = s.combatants.sam!;
      s = {
        ...s,
        combatants: {
          ...s.combatants,
          sam: {
            ...sam,
            hand: [...sam.hand.slice(1), fan],
            deck: [...sam.deck.filter((c) => c !== fan), sam.hand[0]!],
          },
        },
      };
    }
    s = finishAttack(
      play(s, { type: DECLARE_ATTACK.type, who: 'sam', target: 'buster', card: fan }),
    );
    s = finishAttack(
      play(s, { type: DECLARE_ATTACK.type, who: 'sam', target: 'buster', card: fan }),
    );
    s = finishAttack(play(s, { type: DECLARE_ATTACK.type, who: 'sam', target: 'tom', card: fan }));
    expect(
      refusal(s, { type: DECLARE_ATTACK.type, who: 'sam', target: 'tom', card: fan }).reason,
    ).toBe('card_not_in_hand');
    expect(s.combatants.sam!.discard).toContain(fan);
  });

  it('R2: a card whose benefits begin next turn stays in play for 3 of its owner’s turns, used or not', () => {
    // Everyone passes their turns; Ned plays Steady Aim on his first one.
    const pass = (state: GameState, who: string) =>
      play(
        state,
        { type: END_PHASE.type, who },
        { type: END_PHASE.type, who },
        { type: DRAW.type, who },
      );
    let s = play(encounter(), { type: BEGIN_TURNS.type });
    s = pass(pass(s, 'kate'), 'tom');
    const ned = s.combatants.ned!;
    const steady = Object.values(ned.cards).find((c) => c.name === 'Steady Aim')!.id;
    if (!ned.hand.includes(steady)) {
      s = {
        ...s,
        combatants: {
          ...s.combatants,
          ned: {
            ...ned,
            hand: [...ned.hand.slice(1), steady],
            deck: [...ned.deck.filter((c) => c !== steady), ned.hand[0]!],
          },
        },
      };
    }
    s = play(
      s,
      { type: END_PHASE.type, who: 'ned' },
      { type: PLAY_CARD.type, who: 'ned', card: steady },
      { type: END_PHASE.type, who: 'ned' },
      { type: DRAW.type, who: 'ned' },
    );
    expect(s.combatants.ned!.inPlay).toEqual([{ card: steady, turnsLeft: 3, active: false }]);
    const turnsLeft: number[] = [];
    for (let turn = 0; turn < 4; turn++) {
      s = pass(pass(play(pass(s, 'buster'), { type: BEGIN_TURNS.type }), 'kate'), 'tom');
      turnsLeft.push(s.combatants.ned!.inPlay[0]?.turnsLeft ?? 0);
      if (turn === 0) {
        // Its first turn of benefit: Ned's attack carries +1 from the card in play.
        const shot = play(
          s,
          { type: END_PHASE.type, who: 'ned' },
          { type: DECLARE_ATTACK.type, who: 'ned', target: 'tom', weapon: true },
          { type: DEFEND.type, who: 'tom' },
        );
        let done = shot;
        while (done.attack) done = play(done, { type: CONTINUE.type });
        expect(
          (done.lastAttack!.resolution as { attackModifiers: { rule: string; value: number }[] })
            .attackModifiers,
        ).toContainEqual(expect.objectContaining({ rule: 'R2', value: 1 }));
      }
      s = pass(s, 'ned');
    }
    expect(turnsLeft).toEqual([3, 2, 1, 0]);
    expect(s.combatants.ned!.discard).toContain(steady);
    expect(cardCount(s.combatants.ned!)).toBe(12);
  });

  it('M3: opening an adjacent door costs 1 movement and clears the way', () => {
    const s = play(encounter(7, {}, { kate: [5, 3] }), { type: BEGIN_TURNS.type });
    expect(refusal(s, { type: MOVE.type, who: 'kate', path: [[6, 3]] }).reason).toBe('blocked');
    const opened = play(
      s,
      { type: TOGGLE_DOOR.type, who: 'kate', door: 0 },
      { type: MOVE.type, who: 'kate', path: [[6, 3]] },
    );
    expect(opened.map.doors[0]!.open).toBe(true);
    expect((opened.turn!.flow.context as { moved: number }).moved).toBe(2);
  });

  it('W2: a Medical Kit heals up to max HP and costs the action', () => {
    const s = nedsTurn(encounter());
    const hurt = {
      ...s,
      combatants: {
        ...s.combatants,
        ned: { ...s.combatants.ned!, hp: { ...s.combatants.ned!.hp, hpLeft: 2 } },
      },
    };
    const healed = play(
      hurt,
      { type: END_PHASE.type, who: 'ned' },
      { type: USE_ITEM.type, who: 'ned', item: 'Medical Kit' },
    );
    expect(healed.combatants.ned!.hp.hpLeft).toBe(7);
    expect(healed.combatants.ned!.items).not.toContain('Medical Kit');
    expect(applyAction(healed, { type: USE_ITEM.type, who: 'ned', item: 'Medical Kit' }).ok).toBe(
      false,
    );
  });
});
