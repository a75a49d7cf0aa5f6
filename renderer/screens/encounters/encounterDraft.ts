import {
  FACTIONS,
  type Character,
  type EncounterInput,
  type Encounter,
  type Faction,
  type GameMap,
  type RulesOptions,
  type Token,
} from '../../../engine/skirmish.ts';
import { castToken, type SeatInfo } from './castSources.ts';

/**
 * The encounter being built, beside the map its cast stands on: what each placed token is (its
 * seat), the seating order as the Dealer set it (T1), the house rules (none: the table's) and the
 * Dealer's notes. Where each stands is the builder's map's tokens (castStore.ts), so the editor's
 * board, select tool and undo work on them as in the map editor.
 */
export interface EncounterDraft {
  mapName: string;
  /** By token id. A seat whose token is gone (deleted, undone) is not part of the encounter. */
  seats: Readonly<Record<string, SeatInfo>>;
  /** T1: the Dealer's order; seats not in it follow, in the order they were placed. */
  order: readonly string[];
  rules?: RulesOptions;
  seed?: number;
  dealerNotes: string;
}

/** T1: the seating, every placed token once: the Dealer's order first, new seats after. */
export function seatingOf(draft: EncounterDraft, tokens: readonly Token[]): string[] {
  const placed = tokens.filter((t) => draft.seats[t.id]).map((t) => t.id);
  const present = new Set(placed);
  const ordered = draft.order.filter((id) => present.has(id));
  const known = new Set(ordered);
  return [...ordered, ...placed.filter((id) => !known.has(id))];
}

/** T1: one seat moved a place earlier (-1) or later (+1) in the seating; at an end, unchanged. */
export function moveSeat(seating: readonly string[], id: string, by: -1 | 1): string[] {
  const from = seating.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= seating.length) return [...seating];
  const next = [...seating];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The encounter the draft and the tokens make (encounterSchema validates it before a save). */
export function encounterOf(draft: EncounterDraft, tokens: readonly Token[]): EncounterInput {
  // The placements in the order they were placed; the seating is its own list (T1).
  return {
    map: draft.mapName,
    placements: tokens.flatMap((token) => {
      const { id } = token;
      const seat = draft.seats[id];
      if (!seat) return [];
      return seat.side === 'npc'
        ? { id, side: 'npc', at: token.at, npc: seat.npc, hidden: seat.hidden }
        : {
            id,
            side: 'pc',
            at: token.at,
            ...(seat.character ? { character: seat.character } : {}),
            hidden: seat.hidden,
          };
    }),
    seating: seatingOf(draft, tokens),
    ...(draft.rules ? { rules: draft.rules } : {}),
    ...(draft.seed !== undefined ? { seed: draft.seed } : {}),
    dealerNotes: draft.dealerNotes,
  };
}

/**
 * A saved encounter back in the builder: its map with the cast's tokens (each with the id it is
 * seated by) and the draft. A seat naming a character the builder does not have still gets a
 * token, named by the character's id, so the Dealer sees it and Start can say what is missing.
 */
export function draftOfEncounter(
  encounter: Encounter,
  map: GameMap,
  characters: readonly Character[],
): { map: GameMap; draft: EncounterDraft } {
  let onMap: GameMap = { ...map, tokens: [] };
  const seats: Record<string, SeatInfo> = {};
  for (const p of encounter.placements) {
    const character = p.character ? characters.find((c) => c.id === p.character) : undefined;
    const source =
      p.side === 'npc'
        ? ({ key: `npc:${p.id}`, kind: 'npc', card: p.npc! } as const)
        : character
          ? ({ key: `pc:${character.id}`, kind: 'pc', character } as const)
          : ({ key: 'open', kind: 'open' } as const);
    const { draft } = castToken(source, onMap, p.at, p.npc?.faction ?? FACTIONS[1]);
    const token: Token = draft.ok
      ? { ...draft.token, id: p.id }
      : {
          id: p.id,
          name: p.npc?.name ?? p.id,
          faction: FACTIONS[0],
          side: p.side,
          at: p.at,
          hp: 1,
          hpMax: 1,
          gear: 0,
          gearMax: 0,
        };
    if (p.side === 'pc' && p.character && !character) token.name = p.character;
    onMap = { ...onMap, tokens: [...onMap.tokens, { ...token, name: token.name.slice(0, 40) }] };
    seats[p.id] =
      p.side === 'npc'
        ? { side: 'npc', npc: p.npc!, hidden: p.hidden }
        : { side: 'pc', ...(p.character ? { character: p.character } : {}), hidden: p.hidden };
  }
  return {
    map: onMap,
    draft: {
      mapName: encounter.map,
      seats,
      order:
        encounter.seating.length > 0 ? encounter.seating : encounter.placements.map((p) => p.id),
      ...(encounter.rules ? { rules: encounter.rules } : {}),
      ...(encounter.seed !== undefined ? { seed: encounter.seed } : {}),
      dealerNotes: encounter.dealerNotes,
    },
  };
}

/** The draft with the encounter's own house rules, or none (the table's). */
export function withRules(draft: EncounterDraft, rules: EncounterDraft['rules']): EncounterDraft {
  const next = { ...draft };
  delete next.rules;
  return rules ? { ...next, rules } : next;
}

/** The faction an NPC card that names none is placed with, unless the Dealer picks another. */
export const DEFAULT_NPC_FACTION: Faction = 'Desperados';
