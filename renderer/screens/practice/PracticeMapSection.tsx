import type { GameMap } from '../../../engine/skirmish.ts';

/** Step 1 of a practice: the map to fight on, and how many it seats on each side. */
export function PracticeMapSection({
  maps,
  mapName,
  map,
  mapProblem,
  pcSquares,
  npcSquares,
  onChoose,
}: {
  maps: readonly string[];
  mapName: string;
  /** The chosen map, once read; null while it is read, or when it cannot be. */
  map: GameMap | null;
  /** Why the map last read cannot be played, or null. */
  mapProblem: string | null;
  pcSquares: number;
  npcSquares: number;
  onChoose: (name: string) => void;
}) {
  return (
    <section className="panel practice-panel practice-map" aria-labelledby="practice-map-title">
      <h2 id="practice-map-title">1. Map</h2>
      <label htmlFor="practice-map">Fight on</label>
      <select id="practice-map" value={mapName} onChange={(e) => onChoose(e.target.value)}>
        {maps.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <p className="muted" data-testid="practice-map-seats">
        {map
          ? `${mapName} starts ${count(pcSquares, 'PC')} and ${count(npcSquares, 'NPC')}, on its tokens’ squares.`
          : (mapProblem ?? 'Reading the map…')}
      </p>
    </section>
  );
}

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}
