import { ATTACK_STEPS, type AttackStep } from '../machines/attackMachine.ts';
import type { CoverStatus } from '../grid/coverBetween.ts';
import type { ChipEffect } from '../resolve/chipEffects.ts';
import type { LegalAttack, Modifier } from '../resolve/attackShapes.ts';

/** An attack under way or just resolved, as the table reads it. */
export interface AttackInView {
  step: AttackStep;
  resolution: LegalAttack | null;
  names: { attacker: string; defender: string };
}

export interface StepLine {
  step: AttackStep;
  text: string;
  /** The step the attack machine is in now. */
  current: boolean;
}

/**
 * The attack as the table reads it, one line per step the attack machine has reached (its states,
 * in its order: no second sequence here). Each line is the arithmetic of that step from
 * resolveAttack's result, so the table can check it. The engine words it, as it words its log and
 * its refusals: the board, the panels and the projector show these lines and write none.
 */
export function attackStepLines(attack: AttackInView): StepLine[] {
  const reached = ATTACK_STEPS.indexOf(attack.step);
  const r = attack.resolution;
  const lines: StepLine[] = [];
  for (let i = 0; i <= reached; i++) {
    const step = ATTACK_STEPS[i]!;
    const text = lineFor(step, attack, r, i === reached);
    if (text) lines.push({ step, text, current: i === reached });
  }
  return lines;
}

function lineFor(
  step: AttackStep,
  attack: AttackInView,
  r: LegalAttack | null,
  current: boolean,
): string | null {
  const { attacker, defender } = attack.names;
  switch (step) {
    case 'declaring':
      return null;
    case 'awaitingDefense':
      // Once the defence is in, the invitation to play one is history: the line names the attack.
      return current
        ? `${attacker} → ${defender}: ${defender} may play a Defense card, with any Defense chips (rule H2)`
        : `${attacker} attacks ${defender}`;
    case 'attackTotalled':
      return (
        r &&
        withChips(
          `Attack: ${terms(baseTerm(r), r.attackModifiers)} = ${r.attackBeforeCover}`,
          r,
          'range',
        )
      );
    case 'coverApplied':
      if (!r) return null;
      if (!r.coverVerdict)
        return withChips(`No cover: melee ignores it (rule A9) → Attack ${r.attack}`, r, 'attack');
      return withChips(
        r.cover
          ? `Cover: ${coverWhy(r)} → ${r.attackBeforeCover} ÷ 2, rounded up = ${r.attack}`
          : `No cover${coverWhy(r) ? ` (${coverWhy(r)})` : ''} → Attack ${r.attack}`,
        r,
        'attack',
      );
    case 'defenseTotalled':
      return (
        r &&
        `Defense: ${terms(`card ${r.defense - r.defenseModifiers.reduce((t, m) => t + m.value, 0)}`, r.defenseModifiers)} = ${r.defense}`
      );
    case 'damageComputed':
      if (!r) return null;
      return withChips(
        `Damage ${r.attack} − ${r.defense} = ${r.baseDamage}${r.damageModifiers.map((m) => ` + ${m.value} ${m.source}`).join('')}${r.damageModifiers.length ? ` = ${r.damage}` : ''}`,
        r,
        'damage',
      );
    case 'damageAssigned':
      if (!r) return null;
      return `${defender} takes ${damageShares(r)} → HP ${r.hp}${r.dead ? ' — down' : ''}`;
    case 'resolved':
      return r ? (r.dead ? `${defender} is down.` : 'Resolved.') : 'Resolved.';
  }
}

/**
 * A step's line with what the chips of one kind did (chipEffects), so none is spent unsaid: the
 * Range chips on the Attack's line (they decided the reach), attack-mode Attack chips on the
 * cover's (cover may halve them), damage-mode ones on the damage's.
 */
function withChips(
  line: string,
  r: Pick<LegalAttack, 'chipEffects'>,
  use: ChipEffect['use'],
): string {
  // An attack saved before chipEffects existed has none.
  const effect = (r.chipEffects ?? []).find((e) => e.use === use);
  return effect ? `${line} · ${effect.text}` : line;
}

/**
 * A8: where the damage went, adding up to all of it: gear, then HP, then what the last HP could
 * not take ("5 damage (0 to gear, 3 to HP, 2 beyond the last HP)"). The log says it the same way.
 */
export function damageShares(r: Pick<LegalAttack, 'damage' | 'absorbed' | 'hpDamage'>): string {
  const beyond = r.damage - r.absorbed - r.hpDamage;
  return `${r.damage} damage (${r.absorbed} to gear, ${r.hpDamage} to HP${beyond > 0 ? `, ${beyond} beyond the last HP` : ''})`;
}

/** The first term of the Attack: the card or the weapon, after any Buckshot falloff (D5). */
function baseTerm(r: LegalAttack): string {
  const what = r.weapon.name.endsWith(' card')
    ? `card ${r.baseAttack + r.falloff}`
    : `${r.weapon.name} ${r.baseAttack + r.falloff}`;
  return r.falloff ? `${what} − ${r.falloff} buckshot falloff` : what;
}

function terms(first: string, modifiers: readonly Modifier[]): string {
  return [
    first,
    ...modifiers.map((m) => `${m.value >= 0 ? '+' : '−'} ${Math.abs(m.value)} ${m.source}`),
  ].join(' ');
}

/**
 * G4–G7 in words: what counted, and why the rest did not. Each object by its kind and square
 * ("the barrel at F4 counts"), never its map id ("barrel barrel-north"), which the table cannot
 * find on the board.
 */
export function coverWhy(r: {
  coverVerdict: { objects: readonly { kind: string; name?: string; status: CoverStatus }[] } | null;
}): string {
  const objects = r.coverVerdict?.objects ?? [];
  const why = {
    counted: 'counts',
    shared: 'shared, ignored',
    elevation: 'below you, ignored',
    slug: 'ignored by the slug',
  } as const;
  return objects.map((o) => `${o.name ?? `the ${o.kind}`} ${why[o.status]}`).join('; ');
}
