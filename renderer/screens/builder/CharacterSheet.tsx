import type { BuildChoices, BuildVerdict } from '../../../engine/skirmish.ts';
import type { Draft } from './characterDraft.ts';

/**
 * The printable character sheet: what the character adds up to (final stats, HP, Speed from the
 * verdict) and what it carries. On paper it is the only thing printed (@media print in
 * builder.css); on screen it is the preview below the form.
 */
export function CharacterSheet({
  draft,
  verdict,
  choices,
}: {
  draft: Draft;
  verdict: BuildVerdict | null;
  choices: BuildChoices;
}) {
  const faction = choices.factions.find((f) => f.name === draft.faction);
  const trait = choices.weaponTraits.find((t) => t.trait === draft.weaponTrait);
  const weapon = choices.weapons.find((w) => w.name === draft.weapon);
  const chips = choices.chips.filter((c) => draft.chips[c.kind] > 0);
  return (
    <article className="character-sheet" aria-label="Character sheet" data-testid="character-sheet">
      <header className="sheet-head">
        <h2 className="sheet-name">{draft.name || 'Unnamed'}</h2>
        <p className="sheet-line">
          Level {draft.level} · {faction ? `${faction.mark}: ${draft.faction}` : draft.faction} ·{' '}
          {draft.class}
        </p>
        {verdict && !verdict.valid && (
          <p className="sheet-draft">
            Draft: {verdict.problems.length} problem(s) to fix before the table (rule B6)
          </p>
        )}
      </header>
      {verdict && (
        <>
          <table className="sheet-stats" aria-label="Stats">
            <thead>
              <tr>
                {choices.stats.map((s) => (
                  <th key={s.key}>{s.label}</th>
                ))}
                <th>HP</th>
                <th>Speed</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                {choices.stats.map((s) => (
                  <td key={s.key}>{verdict.finalStats[s.key]}</td>
                ))}
                <td>{verdict.hp}</td>
                <td>{verdict.speed}</td>
              </tr>
            </tbody>
          </table>
          <p className="sheet-line">
            LP {verdict.lpSpent} of {verdict.lpAvailable} · SCP {verdict.scpSpent} of{' '}
            {verdict.scpAvailable}
          </p>
        </>
      )}
      <dl className="sheet-facts">
        <Fact
          term="Weapon trait"
          value={trait ? `${trait.label}, ${trait.text}` : draft.weaponTrait}
        />
        {draft.range > 0 && <Fact term="Range purchases" value={`+${draft.range}`} />}
        <Fact term="Weapon" value={weapon ? `${weapon.name}: ${weapon.text}` : 'none'} />
        <Fact
          term="Chips"
          value={
            chips.length
              ? chips.map((c) => `${c.label} ×${draft.chips[c.kind]}`).join(', ')
              : 'none'
          }
        />
        <Fact
          term="Traits"
          value={[...draft.traits, ...draft.characterTraits].join(', ') || 'none'}
        />
        <Fact term="Trained checks" value={draft.trained.join(', ') || 'none'} />
        {verdict && verdict.perks.length > 0 && (
          <Fact
            term="Milestone perks"
            value={verdict.perks.map((p) => `${p.name} (level ${p.level}): ${p.text}`).join(' ')}
          />
        )}
        <Fact
          term="Special cards"
          value={
            draft.specialCards
              .map(
                (c) =>
                  `${c.name} (${c.attack ?? 0}/${c.defend ?? 0})${c.text ? `: ${c.text}` : ''}`,
              )
              .join('; ') || 'none'
          }
        />
        <Fact term="Items" value={draft.items.join(', ') || 'none'} />
        <Fact term="Gold" value={String(draft.gold)} />
        {draft.notes.trim() && <Fact term="Notes" value={draft.notes} />}
      </dl>
    </article>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
