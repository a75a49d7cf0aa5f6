import type { SaveDocument } from '../../../engine/core.ts';

/** Where the Library sends a save of each kind (issue 13, items 1 to 4 and 8). */
export interface Openers {
  /** A map on a new table. */
  onTable: (doc: SaveDocument) => void;
  /** An encounter seated at a new table (item 3: "started from it"). */
  onStartEncounter: (doc: SaveDocument) => void;
  onEncounter: (name: string) => void;
  onNpc: (name: string) => void;
  onCampaign: (name: string) => void;
  onCharacter: (name: string) => void;
  onResume: (name: string) => void;
  /** A Finger Guns game, resumed in its screen (issue 15). */
  onFingerGuns?: (name: string) => void;
  /** Issue 15, item 4: a Texas Shootout game, resumed from its log. */
  onTexas?: (name: string) => void;
}

/**
 * The buttons that open a save where it has a place: its own screen, or a table. Images have
 * none: they are opened with the map that shows them.
 */
export function EntryOpeners({
  doc,
  busy,
  open,
}: {
  doc: SaveDocument;
  busy: boolean;
  open: Openers;
}) {
  const button = (label: string, onClick: () => void) => (
    <button type="button" disabled={busy} onClick={onClick}>
      {label}
    </button>
  );
  switch (doc.kind) {
    case 'map':
      return button('New table on this map', () => open.onTable(doc));
    case 'encounter':
      return (
        <>
          {button('Start the encounter', () => open.onStartEncounter(doc))}
          {button('Open in the builder', () => open.onEncounter(doc.name))}
        </>
      );
    case 'npc':
      return button('Open in the NPC cards', () => open.onNpc(doc.name));
    case 'campaign':
      return button('Open the campaign', () => open.onCampaign(doc.name));
    case 'character':
      return button('Open in the builder', () => open.onCharacter(doc.name));
    case 'session':
      return button('Resume', () => open.onResume(doc.name));
    case 'image':
      return null;
    case 'fingerguns':
      return open.onFingerGuns
        ? button('Resume the game', () => open.onFingerGuns!(doc.name))
        : null;
    case 'practice':
      // The practice record is read on the Practice screen, which shows it per map and level.
      return null;
    case 'texas':
      return open.onTexas ? button('Resume the game', () => open.onTexas?.(doc.name)) : null;
  }
}
