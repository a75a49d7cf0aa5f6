import { describe, expect, it } from 'vitest';
import { characterSchema } from '../../../../engine/model/character.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { encounterFromMap } from '../../../../engine/game/encounterFromMap.ts';
import { isDown, turnContext } from '../../../../engine/game/queries.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { resolveAttack } from '../../../../engine/resolve/resolveAttack.ts';
import { type LegalAttack } from '../../../../engine/resolve/attackShapes.ts';
import { resolveCheck } from '../../../../engine/resolve/resolveCheck.ts';
import { validateBuild } from '../../../../engine/resolve/validateBuild.ts';
import { buildOf } from '../../../../engine/model/character.ts';
import { RulesInputError } from '../../../../engine/rules/rulesInputError.ts';
import {
  DEFAULT_RULES_OPTIONS,
  rulesOptionsSchema,
  type RulesOptions,
} from '../../../../engine/rules/rulesOptions.ts';
import { rulesOptionField } from '../../../../engine/rules/rulesOptionsGuide.ts';
import kate from '../../../../assets/characters/marshal-kate.json';
import { encounter } from './encounterFixture.ts';
import { play, refusal } from './drive.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { SPEND_CHIP } from '../../../../engine/game/records/spendChip.ts';
import { SPEND_SPEED_FOR_INITIATIVE } from '../../../../engine/game/records/spendSpeedForInitiative.ts';

/** A state where one combatant holds the given spendable chips (the fixtures' characters buy few). */
function withChips(
  state: GameState,
  who: string,
  chips: Partial<Record<'speed' | 'action', number>>,
) {
  const c = state.combatants[who]!;
  return {
    ...state,
    combatants: { ...state.combatants, [who]: { ...c, chips: { ...c.chips, ...chips } } },
  };
}

/** The ledger's house rules are options: changing one changes play, and the default is the ledger's. */
const rules = (change: Partial<RulesOptions>): RulesOptions => ({
  ...DEFAULT_RULES_OPTIONS,
  ...change,
});

describe('house rules come from the options, never from literals', () => {
  it('H1 (how much): a chip is worth chipValue on attack, defence, range, checks, movement and actions', () => {
    const open = mapSchema.parse({ size: [20, 4] });
    const shot = (options: RulesOptions) =>
      resolveAttack(
        open,
        { at: [0, 1], card: { attack: 3 }, chips: { attack: 1, range: 1 } },
        { at: [9, 1], hp: 9, defend: 1, chips: { defense: 1 } },
        options,
      ) as LegalAttack;
    // Range 8 + one Range chip reaches 9 at worth 1; both ways the attack is legal.
    expect(shot(DEFAULT_RULES_OPTIONS)).toMatchObject({ legal: true, attack: 4, defense: 2 });
    expect(shot(rules({ chipValue: 2 }))).toMatchObject({ legal: true, attack: 5, defense: 3 });
    const farther = resolveAttack(
      open,
      { at: [0, 1], card: { attack: 3 }, chips: { range: 1 } },
      { at: [10, 1], hp: 9 },
      rules({ chipValue: 2 }),
    );
    expect(farther.legal).toBe(true);
    expect(
      resolveCheck(
        {
          check: 'Sneak',
          stats: { agile: 1 },
          card: { attack: 1, defend: 5 },
          chips: { attack: 1 },
        },
        rules({ chipValue: 3 }),
      ),
    ).toMatchObject({ total: 5 });

    const turnWith = (chipValue: number) => {
      const start = play(
        withChips(encounter(7, { options: rules({ chipValue }) }), 'kate', { speed: 1, action: 1 }),
        { type: BEGIN_TURNS.type },
      );
      const speed = turnContext(start)!.speed;
      const spent = play(
        start,
        { type: SPEND_CHIP.type, who: 'kate', chip: 'speed' },
        { type: END_PHASE.type, who: 'kate' },
        { type: SPEND_CHIP.type, who: 'kate', chip: 'action' },
      );
      return {
        movement: turnContext(spent)!.speed - speed,
        actions: turnContext(spent)!.actionsLeft,
      };
    };
    expect(turnWith(1)).toEqual({ movement: 1, actions: 2 });
    expect(turnWith(2)).toEqual({ movement: 2, actions: 3 });
  });

  it('T6: a Speed chip moves its character speedChipInitiativePlaces earlier', () => {
    // Seating kate, tom, ned, buster; nobody has Quickdraw.
    const order = (places: number) =>
      play(
        withChips(encounter(7, { options: rules({ speedChipInitiativePlaces: places }) }), 'ned', {
          speed: 1,
        }),
        {
          type: SPEND_SPEED_FOR_INITIATIVE.type,
          who: 'ned',
        },
      ).encounter.context.order;
    expect(order(1)).toEqual(['kate', 'ned', 'tom', 'buster']);
    expect(order(2)).toEqual(['ned', 'kate', 'tom', 'buster']);
    expect(order(5)).toEqual(['ned', 'kate', 'tom', 'buster']);
  });

  it('H1 (closed): a Speed chip always can buy an earlier place; no option turns it off, only T6 says how many', () => {
    // The option that turned it off is no house rule: the options refuse it, by name.
    const parsed = rulesOptionsSchema.safeParse({
      ...DEFAULT_RULES_OPTIONS,
      speedChipMovesInitiative: false,
    });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('speedChipMovesInitiative');
    // Options carrying it anyway (an old file read without its migration) still buy the place.
    const bent = { ...rules({}), speedChipMovesInitiative: false } as RulesOptions;
    const after = play(withChips(encounter(7, { options: bent }), 'ned', { speed: 1 }), {
      type: SPEND_SPEED_FOR_INITIATIVE.type,
      who: 'ned',
    });
    expect(after.encounter.context.order).toEqual(['kate', 'ned', 'tom', 'buster']);
    expect(after.combatants.ned!.chips.speed).toBe(0);
  });

  it('E3 (closed): passages always lead up, so the climb limit is at least 1', () => {
    expect(rulesOptionsSchema.safeParse(rules({ maxStepUpRanks: 0 })).success).toBe(false);
    expect(rulesOptionsSchema.safeParse(rules({ maxStepUpRanks: 1 })).success).toBe(true);
    // The rules panel reads its bounds from the same schema: it offers no 0.
    expect(rulesOptionField('maxStepUpRanks')).toEqual({ kind: 'number', min: 1, max: null });
  });

  it('G5 (closed): an obstacle the attacker shares never gives cover, so some reach always shares', () => {
    expect(rulesOptionsSchema.safeParse(rules({ sharedCoverReach: 0 })).success).toBe(false);
    expect(rulesOptionField('sharedCoverReach')).toEqual({ kind: 'number', min: 1, max: null });
  });

  it('T3: moving 0 squares is allowed by default and refused when the Dealer turns it off', () => {
    const stay: Action = { type: MOVE.type, who: 'kate', path: [] };
    expect(play(encounter(7), { type: BEGIN_TURNS.type }, stay).combatants.kate!.at).toEqual([
      1, 4,
    ]);
    const strict = play(encounter(7, { options: rules({ allowZeroMove: false }) }), {
      type: BEGIN_TURNS.type,
    });
    expect(refusal(strict, stay).message).toMatch(/0 squares.*T3/);
  });

  it('A2: a weapon card stays after it attacks, or is discarded when weaponCardsStayInPlay is off', () => {
    const shoot = (options: RulesOptions) =>
      play(
        encounter(7, { options }),
        { type: BEGIN_TURNS.type },
        { type: END_PHASE.type, who: 'kate' },
        { type: DECLARE_ATTACK.type, who: 'kate', target: 'buster', weapon: true },
      ).combatants.kate!.weapon;
    expect(shoot(DEFAULT_RULES_OPTIONS)).toBe('Single Action Revolver');
    expect(shoot(rules({ weaponCardsStayInPlay: false }))).toBeUndefined();
  });

  it('B3: the Pistol costs pistolCost LP', () => {
    const build = buildOf(characterSchema.parse(kate));
    expect(validateBuild(build).lpSpent).toBe(17);
    expect(validateBuild(build, rules({ pistolCost: 1 }))).toMatchObject({
      lpSpent: 18,
      violations: ['lp_over'],
    });
  });

  it('B6: a character whose build breaks the rules cannot join an encounter, and the refusal says why', () => {
    expect(() => encounter(7, { options: rules({ pistolCost: 1 }) })).toThrow(RulesInputError);
    expect(() => encounter(7, { options: rules({ pistolCost: 1 }) })).toThrow(
      /Marshal Kate's build is not valid \(rule B6\): 18 LP spent of 17/,
    );
  });

  it('B3: NPC tokens on a prepared map move at the base Speed of the options', () => {
    const map = mapSchema.parse({
      size: [10, 4],
      tokens: [
        { id: 'a', name: 'A', side: 'pc', at: [0, 0], hp: 9, hpMax: 9, faction: 'Lawmen' },
        { id: 'b', name: 'B', side: 'npc', at: [9, 3], hp: 9, hpMax: 9, faction: 'Desperados' },
      ],
    });
    const state = encounterFromMap(map, { seed: 1, rules: rules({ baseSpeed: 7 }) });
    expect(state.combatants.b!.speed).toBe(7);
  });
});

describe('encounterFromMap', () => {
  const map = (npcHp: number) =>
    mapSchema.parse({
      size: [10, 4],
      tokens: [
        { id: 'a', name: 'A', side: 'pc', at: [0, 0], hp: 9, hpMax: 9, faction: 'Lawmen' },
        { id: 'b', name: 'B', side: 'npc', at: [9, 3], hp: npcHp, hpMax: 9, faction: 'Ronin' },
      ],
    });

  it('T7/A8: a token placed at 0 HP starts down, so a side with nobody standing has already lost', () => {
    const fallen = encounterFromMap(map(0), { seed: 1 });
    expect(isDown(fallen.combatants.b!)).toBe(true);
    expect(fallen.encounter.value).toBe('ended');
    expect(refusal(fallen, { type: BEGIN_TURNS.type }).message).toBe('The encounter is over.');
    const wounded = encounterFromMap(map(2), { seed: 1 });
    expect(wounded.combatants.b!.hp).toMatchObject({ hpLeft: 2, max: 9 });
    expect(play(wounded, { type: BEGIN_TURNS.type }).encounter.value).toBe('turns');
  });
});

describe('attack refusals', () => {
  it('an unknown trait is refused even when the attack is made with a weapon card', () => {
    const open = mapSchema.parse({ size: [10, 6] });
    expect(() =>
      resolveAttack(
        open,
        { at: [1, 1], weapon: 'Bolt Action', trait: 'laser' },
        { at: [3, 1], hp: 9 },
      ),
    ).toThrow(/attacker\.trait.*laser/);
  });
});
