import { useSyncExternalStore } from 'react';
import { MAX_RANK } from '../../../../engine/skirmish.ts';
import { BOARD_COLORS } from '../../../board/palette.ts';
import type { Store } from '../../../../common/store.ts';
import { changeOptions, type EditorOptions } from '../editorOptions.ts';

/** The terrain kinds the board has colours for (palette.ts); any other name draws as ground. */
const TERRAIN_KINDS = Object.keys(BOARD_COLORS.terrain);

/** The terrain brush's kind, or Erase. */
export function TerrainOptions({ options }: { options: Store<EditorOptions> }) {
  const { terrain } = useSyncExternalStore(options.subscribe, options.get);
  return (
    <fieldset className="tool-options">
      <legend>Terrain to paint</legend>
      {[...TERRAIN_KINDS, null].map((kind) => (
        <label key={kind ?? 'erase'}>
          <input
            type="radio"
            name="terrain-kind"
            checked={terrain === kind}
            onChange={() => changeOptions(options, { terrain: kind })}
          />
          {kind ?? 'Erase terrain'}
        </label>
      ))}
    </fieldset>
  );
}

/** The rank brush's rank (E1–E4), 0 the ground, up to the map schema's maximum. */
export function RankOptions({ options }: { options: Store<EditorOptions> }) {
  const { rank } = useSyncExternalStore(options.subscribe, options.get);
  return (
    <fieldset className="tool-options">
      <legend>Rank to paint</legend>
      <label>
        Rank{' '}
        <input
          type="number"
          min={0}
          max={MAX_RANK}
          step={1}
          value={rank}
          onChange={(e) => {
            const value = Math.round(Number(e.target.value));
            if (Number.isFinite(value))
              changeOptions(options, { rank: Math.min(MAX_RANK, Math.max(0, value)) });
          }}
        />
      </label>
      <p className="hint">
        0 is the ground; each rank is a storey up (E1). Stairs or a ladder reach it (E3).
      </p>
    </fieldset>
  );
}
