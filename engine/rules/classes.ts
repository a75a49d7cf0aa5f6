/**
 * B5 (closed): a class decides special-card access; Omni may take any class's cards (K6). The
 * five names are the project's (the source lost its headings).
 */
export const CLASSES = ['Gunslinger', 'Sharpshooter', 'Brawler', 'Doc', 'Omni'] as const;
export type CharacterClass = (typeof CLASSES)[number];

export function findClass(name: string): CharacterClass | undefined {
  const key = name.trim().toLowerCase();
  return CLASSES.find((c) => c.toLowerCase() === key);
}
