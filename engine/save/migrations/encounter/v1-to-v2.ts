import type { Migration } from '../../migrate.ts';
import { V1_EXAMPLE_NPCS } from './v1ExampleNpcs.ts';

/**
 * Encounter data v1 → v2. v1 had no schema: a map name, a seed, `participants` ({id, side, at}, in
 * seating order) and `notes`. v2 is engine/model/encounter.ts: each NPC seat holds its card (N1),
 * the seating order is its own list (T1), and the notes are the Dealer's (never public).
 *
 * A v1 NPC seat named its card only by id, as the built-in examples are keyed (Tom is "tom"); it
 * now holds a copy of that card. An id that names no example becomes a Green 1 henchman of that
 * name with the examples' house numbers for one (Buster's: 6 HP, Speed 5), so the fight still
 * seats everyone and the Dealer sees whom to fix. Parts not of the v1 shape pass on unchanged, and
 * the v2 schema refuses them in words (migrate.ts).
 */
export const encounterV1ToV2: Migration = {
  from: 1,
  to: 2,
  migrate: (data) => {
    const { participants, notes, ...rest } = data;
    if (!Array.isArray(participants)) return { ...data };
    const placements = participants.map((raw: unknown) => {
      if (typeof raw !== 'object' || raw === null) return raw;
      const p = raw as Record<string, unknown>;
      if (p.side !== 'npc') return { ...p, side: 'pc', character: p.id };
      const id = typeof p.id === 'string' ? p.id : '';
      const card = V1_EXAMPLE_NPCS.find((c) => c.id === id) ?? {
        id,
        name: id,
        tier: { color: 'green', level: 1 },
        hp: 6,
        speed: 5,
      };
      return { ...p, npc: { ...card, id } };
    });
    const seating = placements.flatMap((p) =>
      typeof p === 'object' && p !== null && typeof (p as { id?: unknown }).id === 'string'
        ? [(p as { id: string }).id]
        : [],
    );
    return {
      ...rest,
      placements,
      seating,
      ...(typeof notes === 'string' ? { dealerNotes: notes } : {}),
    };
  },
};
