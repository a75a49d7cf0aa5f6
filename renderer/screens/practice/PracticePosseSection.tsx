import type { Character } from '../../../engine/skirmish.ts';

/** Step 2 of a practice: the characters the player plays, ticked in the order they are picked. */
export function PracticePosseSection({
  characters,
  posse,
  pcSquares,
  onToggle,
}: {
  characters: readonly Character[];
  /** The ids picked, in the order they were picked. */
  posse: readonly string[];
  pcSquares: number;
  onToggle: (id: string) => void;
}) {
  return (
    <section className="panel practice-panel practice-posse" aria-labelledby="practice-posse-title">
      <h2 id="practice-posse-title">2. Posse</h2>
      <p className="muted small">Your characters, played by you: up to {pcSquares}.</p>
      <ul className="practice-list">
        {characters.map((c) => (
          <li key={c.id}>
            <label className="practice-choice">
              <input
                type="checkbox"
                checked={posse.includes(c.id)}
                onChange={() => onToggle(c.id)}
              />
              <span className="practice-choice-name">{c.name}</span>
              <span className="muted small">
                level {c.level} {c.class}
                {c.weapon ? `, ${c.weapon}` : ''}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
