import './shownCard.css';
import { tierLabel, type TableShown } from '../../../engine/skirmish.ts';
import { FACTION_COLORS, FACTION_MARKS, TIER_STYLE, inkOn } from '../../board/palette.ts';

const hex = (color: number) => `#${color.toString(16).padStart(6, '0')}`;

/**
 * What the Dealer shows the players (issue 40, item 5), over the board until taken down: an NPC's
 * card (its token's chip as the portrait, its name, its tier where the Dealer shows tiers), or a
 * line of text. The page has it only while publicView carries it.
 */
export function ShownCard({ shown }: { shown: TableShown }) {
  if (shown.kind === 'text')
    return (
      <div
        className="projector-shown"
        data-testid="projector-shown"
        role="dialog"
        aria-label="Shown"
      >
        <p className="projector-shown-text">{shown.text}</p>
      </div>
    );
  const color = shown.faction ? FACTION_COLORS[shown.faction] : 0x7a6e62;
  const tier = shown.tier ? TIER_STYLE[shown.tier.color] : null;
  return (
    <div className="projector-shown" data-testid="projector-shown" role="dialog" aria-label="Shown">
      <div className="projector-shown-card">
        <div
          className="projector-shown-portrait"
          style={{ background: hex(color), color: hex(inkOn(color)) }}
          aria-hidden="true"
        >
          {shown.faction ? FACTION_MARKS[shown.faction] : '?'}
        </div>
        <h2>{shown.name}</h2>
        {shown.faction && <p>{shown.faction}</p>}
        {shown.tier && tier && (
          <p className="projector-shown-tier" style={{ background: hex(tier.color) }}>
            {tierLabel(shown.tier.color, shown.tier.level)}
          </p>
        )}
      </div>
    </div>
  );
}
