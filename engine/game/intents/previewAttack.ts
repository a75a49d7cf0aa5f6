import { coverBetween, type CoverVerdict } from '../../grid/coverBetween.ts';

import { distance as chebyshev } from '../../grid/distance.ts';

import { attackReach } from '../../resolve/judgeReach.ts';

import { prepareAttack, undefendedAttack } from '../attackDeclaration.ts';

import { coverWhy } from '../attackSteps.ts';

import type { GameState } from '../gameState.ts';

import { isLegal } from '../legalActions.ts';

import { isRejection } from '../queries.ts';

import type { Rejection } from '../rejection.ts';

import type { LegalAttack } from '../../resolve/attackShapes.ts';

import type { DeclareAttackAction } from '../records/declareAttack.ts';

type Declare = DeclareAttackAction;

/** What a declaration would do, before anyone clicks: the hover verdict. */
export interface AttackPreview {
  /** Whether DECLARE_ATTACK would be accepted now, exactly as applyAction would judge it. */
  legal: boolean;
  /** Why not, in the engine's words, when it would be refused. */
  refusal: Rejection | null;
  distance: number;
  /** A1: the reach of what the attack is made with, Range purchases and chips included. */
  range: number;
  /** G3–G7: line of sight and cover from the attacker's square (slugs included, D6, G7). */
  verdict: CoverVerdict;
  /** A4, A5: the Attack before and after cover, when range and sight allow the shot. */
  attack: { beforeCover: number; afterCover: number } | null;
  /** The verdict in one line: range, then sight, then cover and why. */
  text: string;
  /**
   * H1, A1, A5, A7: the chips of this declaration that would add nothing, said before they are
   * spent (issue 10). `certain`: whatever the defender plays; else it depends on the defence.
   */
  chipWarnings: ChipWarning[];
}

export interface ChipWarning {
  chip: 'attack' | 'range';
  use: 'range' | 'attack' | 'damage';
  certain: boolean;
  text: string;
}

/**
 * A dry run of a declaration (A1, A4, A5, G3–G7): range, sight, cover and the Attack it would
 * carry, plus the verdict applyAction would give. The hover text is this, so what the board says
 * before a click is what the engine does after it. Works for any character, also outside its own
 * Action phase (the verdict then names why it cannot shoot now).
 */
export function previewAttack(state: GameState, declaration: Declare): AttackPreview | Rejection {
  const checked = isLegal(state, declaration);
  const refusal = checked.ok ? null : checked;
  if (refusal && (refusal.reason === 'unknown_character' || refusal.reason === 'unknown_card'))
    return refusal;
  const attacker = state.combatants[declaration.who]!;
  const target = state.combatants[declaration.target]!;
  const ammo = attacker.ammo.find((a) => a.id === declaration.ammo);
  const slug = ammo?.slug ?? false;
  const card = declaration.card !== undefined ? attacker.cards[declaration.card] : undefined;
  const range = attackReach(
    {
      at: attacker.at,
      rangeBonus: attacker.rangeBonus,
      chips: { range: declaration.chips?.range ?? 0 },
      ...(card
        ? { card: { attack: card.attack }, trait: attacker.weaponTrait }
        : attacker.weapon
          ? { weapon: attacker.weapon }
          : { card: { attack: 0 }, trait: attacker.weaponTrait }),
    },
    state.options,
  );
  const distance = chebyshev(attacker.at, target.at);
  const verdict = coverBetween(state.map, attacker.at, target.at, { slug }, state.options);
  const prepared = prepareAttack(state, declaration);
  const undefended = isRejection(prepared) ? null : undefendedAttack(state, prepared);
  const attack = undefended
    ? { beforeCover: undefended.attackBeforeCover, afterCover: undefended.attack }
    : null;
  return {
    legal: refusal === null,
    refusal,
    distance,
    range,
    verdict,
    attack,
    text: verdictText(target.name, distance, range, verdict),
    chipWarnings: undefended ? chipWarnings(undefended, target.name, state) : [],
  };
}

/**
 * The chips that would add nothing, read from the attack as it would stand with no Defense card:
 * reach, cover and the Attack are final then; damage is the most the hit could do.
 */
function chipWarnings(r: LegalAttack, name: string, state: GameState): ChipWarning[] {
  const warnings: ChipWarning[] = [];
  for (const e of r.chipEffects) {
    const what =
      e.count === 1
        ? `The ${e.chip === 'range' ? 'Range' : 'Attack'} chip`
        : `The ${e.count} ${e.chip === 'range' ? 'Range' : 'Attack'} chips`;
    const warn = (certain: boolean, text: string) =>
      warnings.push({ chip: e.chip, use: e.use, certain, text });
    if (e.use === 'range' && e.wasted > 0) {
      if (r.weapon.melee)
        warn(true, `${what} would add nothing: melee reaches adjacent squares only (rule A9).`);
      else if (e.added === 0)
        warn(
          true,
          `${what} would add nothing: ${name} is already in range (${r.distance} squares, range ${r.range - e.count * state.options.chipValue}).`,
        );
      else
        warn(
          true,
          `Only ${e.count - e.wasted} of the ${e.count} Range chips would add range; the other ${e.wasted} would add nothing.`,
        );
    }
    if (e.use === 'attack' && e.wasted > 0)
      warn(
        true,
        `${what} would add ${e.added === 0 ? 'nothing' : `only ${e.added}`} to the Attack: cover halves it, rounded up (rule A5).`,
      );
    if (e.use === 'damage' && e.added === 0)
      warn(
        true,
        `${what} for damage would add nothing: even against no Defense card, this hit deals no damage (rule A7).`,
      );
    else if (e.use === 'damage' && state.options.damageChipOnlyOnDamage)
      warn(
        false,
        `${what} for damage would add nothing if ${name}'s defence stops all the damage (rule A7).`,
      );
  }
  return warnings;
}

/** A1, G3–G7 in one line, as the table reads it. */
function verdictText(name: string, distance: number, range: number, verdict: CoverVerdict): string {
  const reach =
    distance <= range
      ? `${distance} squares, range ${range}`
      : `OUT OF RANGE: ${distance} squares, range ${range}`;
  if (!verdict.los) {
    const what = verdict.blocker?.kind === 'door' ? 'a closed door' : 'a wall';
    return `${name}: ${reach} · NO LINE OF SIGHT (${what})`;
  }
  const why = coverWhy({ coverVerdict: verdict });
  const cover = verdict.cover
    ? `COVER: attack halved (${why})`
    : why
      ? `no cover (${why})`
      : 'no cover';
  return `${name}: ${reach} · ${cover}`;
}
