import { RulesInputError } from '../../rules/rulesInputError.ts';
import { toughness } from './cardStats.ts';
import { cardOutcome, splitDamage, type CardOutcome } from './cardOutcome.ts';
import { chooseTarget } from './chooseTarget.ts';
import { initiativeOrder } from './initiative.ts';
import type { TexasToken } from './placement.ts';
import type { TexasEvent } from './roundEvents.ts';

export interface TexasShot {
  readonly shooter: string;
  readonly target: string;
  readonly roll: number;
  /** TS4: roll + the shooter's DM. */
  readonly damage: number;
}

/** The exchange of fire of one round, before any card changes hands (TS6). */
export interface ShootoutResult {
  /** TS3: every token by name, in initiative order, shooters with no target included. */
  readonly order: string[];
  readonly shots: TexasShot[];
  /** Everything dealt to each card this round, overflow received included (TS4, TS5). */
  readonly damage: Record<string, number>;
  readonly outcome: Record<string, CardOutcome>;
  /** The card whose shot (or its overflow) last hit each card, for the table to read. */
  readonly hitBy: Record<string, string>;
  readonly rollsUsed: number;
  readonly events: TexasEvent[];
}

/**
 * TS3–TS6: the shootout after the reveal, with the d10 results given in initiative order (one per
 * shot; extra rolls are unused). Tokens are assumed legal (placement.ts checks them). Too few rolls
 * for the shots is refused, naming `rolls`.
 */
export function resolveShootout(
  tokens: readonly TexasToken[],
  rolls: readonly number[],
): ShootoutResult {
  const order = initiativeOrder(tokens);
  const damage: Record<string, number> = Object.fromEntries(tokens.map((t) => [t.name, 0]));
  const hitBy: Record<string, string> = {};
  const killed = new Set<string>();
  const shots: TexasShot[] = [];
  const events: TexasEvent[] = [];

  /** TS4, TS5: damage onto a card; a new kill passes its leftover to the card behind it. */
  const land = (target: TexasToken, amount: number, by: TexasToken, overflow: boolean) => {
    damage[target.name] = damage[target.name]! + amount;
    hitBy[target.name] = by.name;
    const total = damage[target.name]!;
    const split = splitDamage(target, total);
    events.push({
      kind: 'damage',
      card: target.name,
      amount,
      overflow,
      total,
      armor: split.armor,
      health: split.health,
      text:
        `${target.name} takes ${amount}${overflow ? ' overflow' : ''}: ${total} this round ` +
        `against Armor ${target.armor} + Health ${target.health}`,
    });
    // TS4: killed once the round's damage is more than Health + Armor; a card dies once.
    if (killed.has(target.name) || total <= toughness(target)) return;
    killed.add(target.name);
    events.push({
      kind: 'killed',
      card: target.name,
      by: by.name,
      text: `${target.name} is killed (${total} > ${toughness(target)})`,
    });
    // TS5: the leftover goes on to the card directly behind (same column, row 2); none behind
    // a row 2 card, so there it is lost.
    const leftover = total - toughness(target);
    const behind =
      target.row === 1
        ? tokens.find((t) => t.side === target.side && t.row === 2 && t.col === target.col)
        : undefined;
    events.push({
      kind: 'overflow',
      from: target.name,
      to: behind?.name ?? null,
      amount: leftover,
      text: behind
        ? `${leftover} goes on to ${behind.name}, behind ${target.name}`
        : `${leftover} left over is lost: nobody stands behind ${target.name}`,
    });
    if (behind) land(behind, leftover, by, true);
  };

  for (const shooter of order) {
    // TS6: exchanges are simultaneous, so a killed shooter still shoots.
    const target = chooseTarget(shooter, tokens, killed);
    if (!target) {
      events.push({
        kind: 'noShot',
        shooter: shooter.name,
        text: `${shooter.name} has no living enemy within Range ${shooter.range}: no shot`,
      });
      continue;
    }
    const roll = rolls[shots.length];
    if (roll === undefined)
      throw new RulesInputError(
        'rolls',
        `too few rolls: shot ${shots.length + 1} (${shooter.name} at ${target.name}) has none`,
      );
    const shot = { shooter: shooter.name, target: target.name, roll, damage: roll + shooter.dm };
    shots.push(shot);
    events.push({
      kind: 'shot',
      ...shot,
      dm: shooter.dm,
      text: `${shooter.name} shoots ${target.name}: d10 ${roll} + DM ${shooter.dm} = ${shot.damage}`,
    });
    land(target, shot.damage, shooter, false);
  }

  const outcome: Record<string, CardOutcome> = {};
  for (const token of order) {
    const o = killed.has(token.name) ? 'killed' : cardOutcome(token, damage[token.name]!);
    outcome[token.name] = o;
    events.push({
      kind: 'outcome',
      card: token.name,
      outcome: o,
      damage: damage[token.name]!,
      text: `${token.name}: ${o}${damage[token.name] ? ` (${damage[token.name]} damage)` : ''}`,
    });
  }
  return {
    order: order.map((t) => t.name),
    shots,
    damage,
    outcome,
    hitBy,
    rollsUsed: shots.length,
    events,
  };
}
