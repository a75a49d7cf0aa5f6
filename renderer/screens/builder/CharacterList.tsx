import type { Character } from '../../../engine/skirmish.ts';

/** A character save as the builder's list shows it: ready for the table, a draft, or unreadable. */
export interface SavedCharacter {
  name: string;
  character?: Character;
  /** validateBuild's verdict on it (B6): a draft is saved but cannot be seated. */
  valid: boolean;
  /** Why the save cannot be opened, in the store's words. */
  problem?: string;
}

/** The library's characters (kind `character`): open one into the builder, or start a new one. */
export function CharacterList({
  rows,
  current,
  onOpen,
  onNew,
}: {
  rows: SavedCharacter[];
  current: string | null;
  onOpen: (row: SavedCharacter) => void;
  onNew: () => void;
}) {
  return (
    <nav className="panel character-list" aria-labelledby="characters-title">
      <h2 id="characters-title">Library characters</h2>
      <button type="button" onClick={onNew}>
        New character
      </button>
      {rows.length === 0 ? (
        <p className="empty">No saved characters yet.</p>
      ) : (
        <ul className="save-list" aria-label="Saved characters">
          {rows.map((row) => (
            <li key={row.name} className={row.problem ? 'problem' : undefined}>
              <button
                type="button"
                className="quiet"
                aria-current={row.name === current ? 'true' : undefined}
                disabled={!row.character}
                onClick={() => onOpen(row)}
              >
                {row.name}
                {row.character && ` · level ${row.character.level} ${row.character.class}`}
              </button>
              <span className={row.valid ? 'tag valid' : 'tag draft'}>
                {row.problem ? `⚠ ${row.problem}` : row.valid ? '✓ ready' : '✗ draft'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
