import type { SaveKind } from '../../../engine/core.ts';

/** A tab of the Library screen: every kind, or one. */
export type LibraryTab = 'all' | SaveKind;

/** The tabs in the order a Dealer prepares: maps first, what is built on them after. */
export const LIBRARY_TABS: readonly LibraryTab[] = [
  'all',
  'map',
  'character',
  'npc',
  'encounter',
  'campaign',
  'session',
  'image',
  'practice',
  'fingerguns',
  'texas',
];

/** How each kind is named: one of them, and the tab of them all. */
export const KIND_WORDS: Record<SaveKind, { a: string; one: string; many: string }> = {
  map: { a: 'a', one: 'map', many: 'Maps' },
  character: { a: 'a', one: 'character', many: 'Characters' },
  npc: { a: 'an', one: 'NPC card', many: 'NPC cards' },
  encounter: { a: 'an', one: 'encounter', many: 'Encounters' },
  campaign: { a: 'a', one: 'campaign', many: 'Campaigns' },
  session: { a: 'a', one: 'session', many: 'Sessions' },
  image: { a: 'an', one: 'image', many: 'Images' },
  practice: { a: 'a', one: 'practice record', many: 'Practice' },
  fingerguns: { a: 'a', one: 'Finger Guns game', many: 'Finger Guns' },
  texas: { a: 'a', one: 'Texas Shootout game', many: 'Texas Shootout' },
};

export function tabLabel(tab: LibraryTab): string {
  return tab === 'all' ? 'All' : KIND_WORDS[tab].many;
}

/**
 * The order a bundle's entries are written in on import: what is referred to before what refers
 * to it, so that an entry kept under a new name ("keep both") is known before its referrers are
 * written with the new name.
 */
export const IMPORT_ORDER: readonly SaveKind[] = [
  'image',
  'map',
  'character',
  'npc',
  'encounter',
  'campaign',
  'session',
  'practice',
  'fingerguns',
  'texas',
];
