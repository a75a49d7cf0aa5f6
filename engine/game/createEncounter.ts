import type { Square } from '../model/geometry.ts';
import { buildOf, type Character } from '../model/character.ts';
import type { GameMap } from '../model/map.ts';
import type { NpcCard } from '../model/npcCard.ts';
import { validateBuild } from '../resolve/validateBuild.ts';
import { STARTER_DECK, type CardDefinition } from '../rules/cards.ts';
import { isSpendableChip } from '../rules/chips.ts';
import { AMMUNITION, GEAR } from '../rules/equipment.ts';
import { RulesInputError } from '../rules/rulesInputError.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import { SPECIAL_CARDS } from '../rules/specialCards.ts';
import { requireOnMap } from '../grid/requireOnMap.ts';
import { playableMap } from '../edit/playableMap.ts';
import { dayMachine } from '../machines/dayMachine.ts';
import { encounterMachine } from '../machines/encounterMachine.ts';
import { startFlow, stepFlow } from '../machines/flow.ts';
import { isSideDown } from './queries.ts';
import { emptyStack } from './chipStack.ts';
import { drawUpTo } from './deck.ts';
import { withCombatant } from './combatantShape.ts';
import { withState } from './stateShape.ts';
import type { AmmoTrack, Card, Combatant, GameState, GearTrack } from './gameState.ts';
import { createRng, shuffle, type RngState } from './rng.ts';
import { withStartingTracks, type StartingTracks } from './startingTracks.ts';
import type { Standing } from '../model/campaign.ts';
import { withStanding } from './days/withStanding.ts';
import { HAND_SIZE } from '../rules/cards.ts';
import { FOG_OFF } from './fogState.ts';

export interface Participant {
  id: string;
  at: Square;
  side: 'pc' | 'npc';
  character?: Character;
  npc?: NpcCard;
  /** Start the HP and gear tracks here instead of full (a token's pips on a prepared map). */
  tracks?: StartingTracks;
  /** Y3: a campaign character starts where the last encounter left it (engine/campaign). */
  standing?: Standing;
}

export interface EncounterSetup {
  map: GameMap;
  /** In seating order (T1): the Dealer decides where NPCs sit. */
  participants: readonly Participant[];
  seed: number;
  options?: RulesOptions;
  day?: number;
  notes?: string;
  /** X1: store cards sold before this encounter (a campaign's earlier ones): still gone. */
  sold?: readonly string[];
}

/**
 * A fresh encounter: every participant's deck shuffled with the seeded generator and a hand of 4
 * drawn (K1), chips full, HP and gear tracks at their start, and the first round about to begin.
 * A map with errors (a token on cover or off the map, overlapping cover: engine/edit/validateMap)
 * may be saved from the editor but is not played: it is refused here, with the reason.
 */
export function createEncounter(setup: EncounterSetup): GameState {
  const playable = playableMap(setup.map);
  if (!playable.ok) throw new RulesInputError('map', playable.reason);
  const options = setup.options ?? DEFAULT_RULES_OPTIONS;
  let rng = createRng(setup.seed);
  const seated: [string, Combatant][] = [];
  const ids = new Set<string>();
  setup.participants.forEach((p, i) => {
    requireOnMap(setup.map, p.at, `participants[${i}].at`);
    if (p.id === '__proto__')
      throw new RulesInputError(`participants[${i}].id`, '"__proto__" cannot be an id');
    if (ids.has(p.id))
      throw new RulesInputError(`participants[${i}].id`, `"${p.id}" is seated twice`);
    ids.add(p.id);
    let combatant = p.character
      ? fromCharacter(p, p.character, options)
      : p.npc
        ? fromNpc(p, p.npc)
        : null;
    if (!combatant)
      throw new RulesInputError(`participants[${i}]`, 'needs a character or an NPC card');
    if (p.tracks) combatant = withStartingTracks(combatant, p.tracks);
    if (p.standing) combatant = withStanding(combatant, p.standing);
    let deck: string[];
    [deck, rng] = shuffle(rng, Object.keys(combatant.cards));
    combatant = withCombatant(combatant, { deck });
    const dealt = drawUpTo(combatant, HAND_SIZE, rng);
    rng = dealt.rng;
    seated.push([p.id, dealt.combatant]);
  });
  // Own keys only (fromEntries defines them), never an assignment that could reach a prototype.
  const combatants: Record<string, Combatant> = Object.fromEntries(seated);
  const seating = setup.participants.map((p) => p.id);
  const state = {
    map: setup.map,
    options,
    rng,
    day: startFlow(dayMachine, { day: setup.day ?? 1 }),
    encounter: startFlow(encounterMachine, {
      seating,
      quickdraw: options.quickdrawFirst
        ? seating.filter((id) => combatants[id]!.traits.includes('Quickdraw'))
        : [],
    }),
    turn: null,
    attack: null,
    lastAttack: null,
    check: null,
    combatants,
    notes: setup.notes ?? '',
    reshuffles: 0,
    fog: FOG_OFF,
    ...(setup.sold?.length ? { sold: [...setup.sold] } : {}),
  } as GameState;
  // T7: a table laid out with one side already down is over before it starts.
  const encounter = isSideDown(state)
    ? stepFlow(encounterMachine, state.encounter, { type: 'SIDE_DOWN' })
    : null;
  return withState(state, encounter ? { encounter } : {});
}

/** K3, K6: the starter deck with the character's special cards in place of its last basic cards. */
export function deckFor(id: string, specials: readonly CardDefinition[]): Record<string, Card> {
  const known = decks.get(id);
  if (known && sameCards(known.specials, specials)) return known.cards;
  const cards = [...STARTER_DECK.slice(0, STARTER_DECK.length - specials.length), ...specials];
  const deck: Record<string, Card> = Object.fromEntries(
    cards.map((card, i) => [`${id}:${i + 1}`, { id: `${id}:${i + 1}`, ...card }]),
  );
  if (decks.size >= DECKS_KEPT) decks.clear();
  decks.set(id, { specials: [...specials], cards: deck });
  return deck;
}

/**
 * The last deck built for each id, with the special cards it was built from. Every encounter of a
 * simulation seats the same cast, and a deck is 12 cards to build; cards are immutable, so equal
 * inputs may share one record. Special cards are compared by identity: the closed ones are
 * SPECIAL_CARDS' own objects, and a house card made afresh simply builds its deck again.
 */
const decks = new Map<
  string,
  { specials: readonly CardDefinition[]; cards: Record<string, Card> }
>();
const DECKS_KEPT = 1_000;

function sameCards(a: readonly CardDefinition[], b: readonly CardDefinition[]): boolean {
  return a.length === b.length && a.every((card, i) => card === b[i]);
}

function fromCharacter(p: Participant, built: Character, options: RulesOptions): Combatant {
  // Y3, W4, X1: what it carries now, not what it was built with; its tracks come from these items.
  const character = p.standing
    ? { ...built, items: p.standing.items, gold: p.standing.gold, weapon: p.standing.weapon }
    : built;
  const build = validateBuild(buildOf(character), options);
  // B6: a character whose build breaks the rules does not sit at the table.
  if (build.violations.length > 0)
    throw new RulesInputError(
      `participants.${p.id}.character`,
      `${character.name}'s build is not valid (rule B6): ${build.problems.map((p) => p.message).join('; ')}`,
    );
  const specials = character.specialCards.map((card): CardDefinition => {
    const known = SPECIAL_CARDS.find((s) => s.name === card.name);
    return (
      known ?? {
        name: card.name,
        attack: card.attack ?? 0,
        defend: card.defend ?? 0,
        origin: 'house',
        special: { class: card.class, cost: card.cost },
        text: card.text,
      }
    );
  });
  const chips = { ...emptyStack(), ...character.chips, family: 'spendable' as const };
  const combatant = base(p, {
    name: character.name,
    faction: character.faction,
    stats: build.finalStats,
    speed: build.speed,
    rangeBonus: character.range,
    weaponTrait: character.weaponTrait,
    traits: character.traits,
    trained: character.trained,
    hp: build.hp,
    weapon: character.weapon,
    items: character.items,
    gold: character.gold,
    chips,
    cards: deckFor(p.id, specials),
  });
  return withCombatant(combatant, { class: character.class });
}

function fromNpc(p: Participant, npc: NpcCard): Combatant {
  const chips = { ...emptyStack() };
  for (const [kind, n] of Object.entries(npc.chips)) if (isSpendableChip(kind)) chips[kind] = n;
  const gear = npc.gear > 0 ? [{ name: 'Armour', track: gearTrack(npc.gear) }] : [];
  const combatant = base(p, {
    name: npc.name,
    faction: npc.faction,
    stats: { tough: 0, agile: 0, smart: 0, sharp: 0, charming: 0, ...npc.stats },
    speed: npc.speed,
    rangeBonus: 0,
    weaponTrait: npc.weaponTrait,
    traits: [],
    trained: [],
    hp: npc.hp,
    weapon: npc.weapon,
    items: [],
    // X1, X3: an NPC's gold is its Gold Value in a store, and what it may spend there.
    gold: npc.gold,
    chips,
    cards: deckFor(p.id, []),
  });
  return withCombatant(combatant, {
    tier: npc.tier,
    hidden: npc.hidden,
    notes: npc.notes,
    gear: [...combatant.gear, ...gear],
  });
}

function base(
  p: Participant,
  c: Pick<
    Combatant,
    | 'name'
    | 'faction'
    | 'stats'
    | 'speed'
    | 'rangeBonus'
    | 'weaponTrait'
    | 'traits'
    | 'trained'
    | 'weapon'
    | 'items'
    | 'chips'
    | 'cards'
    | 'gold'
  > & {
    hp: number;
  },
): Combatant {
  const gear = c.items.flatMap((name) =>
    GEAR.filter((g) => g.name === name).map((g) => ({
      name: g.name,
      track: gearTrack(g.absorbs),
    })),
  );
  const ammo = c.items.flatMap((name, i) =>
    AMMUNITION.filter((a) => a.name === name).map((a) => ({
      id: `${p.id}:ammo${i + 1}`,
      name: a.name,
      modifier: a.modifier,
      slug: a.slug ?? false,
      track: ammoTrack(a.uses),
    })),
  );
  const combatant: Combatant = {
    id: p.id,
    name: c.name,
    side: p.side,
    hidden: false,
    notes: '',
    at: p.at,
    stats: c.stats,
    speed: c.speed,
    rangeBonus: c.rangeBonus,
    weaponTrait: c.weaponTrait,
    traits: [...c.traits],
    trained: [...c.trained],
    // A8: HP is a red chip on a track from max down to the skull square; gear starts empty.
    hp: { family: 'tracker', color: 'red', hpLeft: c.hp, max: c.hp },
    gear,
    ammo,
    items: [...c.items],
    fitted: [],
    gold: c.gold,
    chips: c.chips,
    spent: emptyStack(),
    cards: c.cards,
    deck: [],
    hand: [],
    discard: [],
    inPlay: [],
  };
  if (c.faction) combatant.faction = c.faction;
  if (c.weapon) combatant.weapon = c.weapon;
  return combatant;
}

/**
 * A blue track: the chip starts at 0 and moves up with each use or point absorbed; full means
 * spent (A2) or exhausted (A8).
 */
function gearTrack(max: number): GearTrack {
  return { family: 'tracker', color: 'blue', gearUsed: 0, max };
}

function ammoTrack(max: number): AmmoTrack {
  return { family: 'tracker', color: 'blue', ammoUsed: 0, max };
}

export type { RngState };
