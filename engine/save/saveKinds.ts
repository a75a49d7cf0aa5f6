/** What the library stores: one document per save. */
export const SAVE_KINDS = [
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
] as const;
export type SaveKind = (typeof SAVE_KINDS)[number];
