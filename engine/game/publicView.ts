import type { TableShown } from './tableShown.ts';
import type { AttackStep } from '../machines/attackMachine.ts';
import type { CheckResolution } from '../resolve/resolveCheck.ts';
import { attackStepLines, type StepLine } from './attackSteps.ts';
import type { Combatant, GameState } from './gameState.ts';
import { exploredWith } from './fogSettle.ts';
import { isLit, litCellsOf, posseSightOf } from './fogSight.ts';
import { publicChips, publicGear, publicGround, publicHp } from './publicMap.ts';
import { NPC_SHOWN_ALL, npcCondition, type NpcCondition, type NpcShown } from './npcShown.ts';

/** A combatant as the projector may show it: what the table can see across the room. */
export interface PublicCombatant {
  id: string;
  name: string;
  side: 'pc' | 'npc';
  faction?: string;
  tier?: { color: string; level: number };
  at: [number, number];
  /** In figures; none for an NPC whose HP the Dealer keeps from the players (issue 40). */
  hp?: Combatant['hp'];
  /** An NPC's HP as a rough state, when the Dealer shows only that (issue 40, item 4). */
  condition?: NpcCondition;
  gear: Combatant['gear'];
  weapon?: string;
  /** Unspent chips: on the table for all to see (H1). */
  chips: Combatant['chips'];
  down: boolean;
  /** Card counts only: hands and deck order are secret. */
  handSize: number;
  deckSize: number;
  discardTop?: string;
  inPlay: string[];
}

export interface PublicView {
  /**
   * The ground (publicGround): with the fog on, only what lies on squares the players know, lit
   * now or seen before; the same object while the map and that set stay as they are, so it
   * travels only when one of them changes. No tokens (see combatants) and no building names (see
   * buildingNames).
   */
  map: GameState['map'];
  /**
   * X2's store names the players may read now, one per building of `map` above, in its order
   * (with the fog on, those are the buildings the players know, issue 11): the players' board
   * writes these.
   */
  buildingNames: (string | null)[];
  day: number;
  round: number;
  phase: string;
  activeId: string | null;
  /** This round's order (T1, T6, B4), the hidden left out: the players' initiative strip. */
  order: string[];
  /** The phase of the turn under way (Movement, Action): whoever acts, seen or not. */
  turnPhase: string | null;
  /**
   * Issue 38: the turn of an NPC the players cannot see (hidden, or in the fog) looks like any
   * NPC's turn: it is not named and has no square, but the strip shows an NPC acting, `at` its
   * place among those `order` names (how many of them come before it). Null at any other time.
   */
  unseenTurn: { at: number } | null;
  combatants: PublicCombatant[];
  /**
   * The attack under way or just resolved, as the table reads it: the engine's own step lines
   * (attackStepLines), the very words the Dealer's HUD shows, never the raw resolution.
   */
  attack: {
    step: string;
    attacker: string;
    target: string;
    lines: StepLine[];
  } | null;
  check: {
    who: string;
    check: string;
    tn: number;
    step: string;
    result?: CheckResolution;
  } | null;
  /**
   * Issue 11, the fog of war, null while it is off: the squares lit now (some standing PC sees
   * them) and, in explored mode, the squares seen before (empty in live mode), each a fogCells
   * string (decodeCells). The projector draws the rest black and the explored dimmed.
   */
  fog: { mode: 'live' | 'explored'; lit: string; explored: string } | null;
  /**
   * Issue 40, item 5: what the Dealer shows the players over the board, or null: present only
   * from the moment it is shown until it is taken down.
   */
  shown: TableShown | null;
}

/**
 * What a projector may show (DESIGN.md): no hands, no deck order, no hidden NPCs, no Dealer notes,
 * and no generator state (which would let anyone predict the next shuffle). Built from scratch
 * rather than by deleting fields, so nothing new in GameState leaks by default.
 */
export function publicView(state: GameState): PublicView {
  const encounter = state.encounter.context;
  const mode = state.fog.mode;
  const sight = mode === 'off' ? null : posseSightOf(state);
  // Issue 11: an NPC on a square no standing PC sees is left out like a hidden one, explored or
  // not: the dimmed squares show the ground as it was seen, never who stands there now.
  const hidden = new Set(
    Object.values(state.combatants)
      .filter((c) => c.hidden || (sight && c.side === 'npc' && !isLit(sight, c.at)))
      .map((c) => c.id),
  );
  const activeId =
    state.encounter.value === 'turns' ? (encounter.order[encounter.active] ?? null) : null;
  const visible = (id: string | undefined | null) => (id && !hidden.has(id) ? id : null);
  const attack = state.attack ?? state.lastAttack;
  // Issue 11: what the players know of the ground, in live mode as in explored: the squares lit
  // now and those seen before (the explored set, which the settle step grows in both modes, a
  // walk's squares included, fogWalk.ts). Live mode draws the seen-before black, but the players
  // saw them lit once, so holding their walls tells nothing new; and the set grows only when the
  // posse sees new ground, so the map is not sent again each time the posse looks away. After
  // the settle step the lit squares are in the explored set already: the same string comes back.
  const ground = publicGround(state.map, sight ? exploredWith(state.fog.explored, sight) : null);
  return {
    map: ground.map,
    buildingNames: ground.buildingNames,
    shown: shownToPublic(state),
    day: state.day.context.day,
    round: encounter.round,
    phase: state.encounter.value,
    activeId: visible(activeId),
    order: encounter.order.filter((id) => visible(id) !== null),
    turnPhase: state.turn ? state.turn.flow.value : null,
    unseenTurn:
      activeId !== null && hidden.has(activeId)
        ? {
            at: encounter.order.slice(0, encounter.active).filter((id) => visible(id) !== null)
              .length,
          }
        : null,
    combatants: Object.values(state.combatants)
      .filter((c) => !hidden.has(c.id))
      .map((c) => disclosed(publicCombatant(c), c, state.npcShown ?? NPC_SHOWN_ALL)),
    attack:
      attack && visible(attack.attacker) && visible(attack.target)
        ? {
            step: attack.flow.value,
            attacker: attack.attacker,
            target: attack.target,
            lines: attackStepLines({
              step: attack.flow.value as AttackStep,
              resolution: attack.resolution ?? null,
              names: {
                attacker: state.combatants[attack.attacker]!.name,
                defender: state.combatants[attack.target]!.name,
              },
            }).map((l) => ({ step: l.step, text: l.text, current: l.current })),
          }
        : null,
    check:
      state.check && visible(state.check.who)
        ? {
            who: state.check.who,
            check: state.check.check,
            tn: state.check.tn,
            step: state.check.flow.value,
            ...(state.check.result ? { result: publicCheckResult(state.check.result) } : {}),
          }
        : null,
    fog: sight
      ? {
          mode: mode === 'explored' ? 'explored' : 'live',
          lit: litCellsOf(sight),
          explored: mode === 'explored' ? state.fog.explored : '',
        }
      : null,
  };
}

/**
 * A combatant as the players see it, made once per combatant state: the engine leaves a combatant
 * no action touched the same object, so its public view stays the same object too, and the table
 * room's patch (viewPatch.ts) passes over it by identity rather than field by field.
 */
const publicCombatants = new WeakMap<Combatant, PublicCombatant>();

/**
 * Issue 40, item 4: an NPC as the Dealer lets the players see it: its HP in figures, as a rough
 * state, or not at all, and its tier or not. The same combatant and setting give the same object,
 * so a view that did not change it sends nothing of it.
 */
function disclosed(view: PublicCombatant, c: Combatant, shown: NpcShown): PublicCombatant {
  if (c.side !== 'npc' || (shown.hp === 'shown' && shown.tier)) return view;
  const key = `${shown.hp}:${shown.tier}`;
  const kept = disclosedCombatants.get(view);
  if (kept?.key === key) return kept.view;
  const { hp, tier, ...rest } = view;
  const made: PublicCombatant = { ...rest };
  if (shown.hp === 'shown' && hp) made.hp = hp;
  if (shown.hp === 'rough') made.condition = npcCondition(c.hp);
  if (shown.tier && tier) made.tier = tier;
  disclosedCombatants.set(view, { key, view: made });
  return made;
}

const disclosedCombatants = new WeakMap<PublicCombatant, { key: string; view: PublicCombatant }>();

function publicCombatant(c: Combatant): PublicCombatant {
  const made = publicCombatants.get(c);
  if (made) return made;
  const view: PublicCombatant = {
    id: c.id,
    name: c.name,
    side: c.side,
    at: [c.at[0], c.at[1]],
    hp: publicHp(c.hp),
    gear: publicGear(c.gear),
    chips: publicChips(c.chips),
    down: c.hp.hpLeft === 0,
    handSize: c.hand.length,
    deckSize: c.deck.length,
    inPlay: c.inPlay.map((p) => c.cards[p.card]!.name),
  };
  if (c.faction) view.faction = c.faction;
  if (c.tier) view.tier = { color: c.tier.color, level: c.tier.level };
  if (c.weapon) view.weapon = c.weapon;
  const top = c.discard[c.discard.length - 1];
  if (top) view.discardTop = c.cards[top]!.name;
  publicCombatants.set(c, view);
  return view;
}

/** A check's outcome, field by field (the whitelist: a field added later stays private). */
function publicCheckResult(r: CheckResolution): CheckResolution {
  if (!r.legal) return { legal: false, reason: r.reason, check: r.check, message: r.message };
  return {
    legal: true,
    check: r.check,
    stat: r.stat,
    statValue: r.statValue,
    cardValue: r.cardValue,
    chips: r.chips,
    gear: r.gear,
    total: r.total,
    tn: r.tn,
    success: r.success,
  };
}

/**
 * What the Dealer shows the players (issue 40, item 5), within what they may see of the NPCs
 * (item 4): a card shown while tiers are kept back goes without its tier.
 */
function shownToPublic(state: GameState): TableShown | null {
  const shown = state.shown ?? null;
  if (shown?.kind !== 'npc' || !shown.tier || (state.npcShown ?? NPC_SHOWN_ALL).tier) return shown;
  return { kind: 'npc', name: shown.name, ...(shown.faction ? { faction: shown.faction } : {}) };
}
