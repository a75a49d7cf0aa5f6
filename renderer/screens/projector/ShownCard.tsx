import type { ReactNode } from 'react';
import './shownCard.css';
import { tierLabel, type TableShown } from '../../../engine/skirmish.ts';
import { FACTION_COLORS, FACTION_MARKS, TIER_STYLE, inkOn } from '../../board/palette.ts';
import type { ShownPicture } from '../../players/playersMessages.ts';

const hex = (color: number) => `#${color.toString(16).padStart(6, '0')}`;

/**
 * What the Dealer shows the players (issue 40, item 5), over the board until taken down: an NPC's
 * card (its token's chip as the portrait, its name, its tier where the Dealer shows tiers), a
 * picture from the library (its bytes sent by the room once shown), or a line of text. The page
 * has it only while publicView carries it.
 */
export function ShownCard({
  shown,
  picture,
}: {
  shown: TableShown;
  /** The last picture the room sent: drawn when it is the one shown. */
  picture: ShownPicture | null;
}) {
  if (shown.kind === 'image') {
    const image = picture?.name === shown.image ? picture.image : undefined;
    return (
      <Over>
        {image ? (
          <img
            className="projector-shown-picture"
            src={`data:${image.type};base64,${image.bytes}`}
            alt={shown.image}
          />
        ) : (
          <p className="projector-shown-text">
            {image === null ? 'The picture could not be loaded.' : 'A picture is coming\u2026'}
          </p>
        )}
      </Over>
    );
  }
  if (shown.kind === 'text')
    return (
      <Over>
        <p className="projector-shown-text">{shown.text}</p>
      </Over>
    );
  const color = shown.faction ? FACTION_COLORS[shown.faction] : 0x7a6e62;
  const tier = shown.tier ? TIER_STYLE[shown.tier.color] : null;
  return (
    <Over>
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
    </Over>
  );
}

/** The box over the board that whatever is shown sits in, in the middle of the frame. */
function Over({ children }: { children: ReactNode }) {
  return (
    <div className="projector-shown" data-testid="projector-shown" role="dialog" aria-label="Shown">
      {children}
    </div>
  );
}
