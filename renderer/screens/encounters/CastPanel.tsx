import type { DragEvent } from 'react';
import { FACTIONS, type Character, type Faction } from '../../../engine/skirmish.ts';
import { CardsByTier } from '../npcs/CardsByTier.tsx';
import { cardKey, type ListedCard } from '../npcs/npcLibrary.ts';
import { TierBadge } from '../npcs/TierBadge.tsx';
import { CAST_DRAG_TYPE, OPEN_SEAT, type CastSource } from './castSources.ts';

/** A source's drag: its key, under the builder's own type, so nothing else drops here. */
function dragOf(source: CastSource) {
  return {
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.setData(CAST_DRAG_TYPE, source.key);
      e.dataTransfer.effectAllowed = 'copy';
    },
  };
}

export function npcSourceOf(listed: ListedCard): CastSource {
  return { key: `npc:${cardKey(listed)}`, kind: 'npc', card: listed.card };
}

export function pcSourceOf(character: Character): CastSource {
  return { key: `pc:${character.id}`, kind: 'pc', character };
}

/**
 * What the Dealer drags onto the map (issue 13, items 2 and 3): the NPC cards by tier (N2), the
 * characters a PC seat can name (the library's and the samples), and an open seat.
 */
export function CastPanel({
  cards,
  characters,
  faction,
  onFaction,
}: {
  cards: readonly ListedCard[];
  characters: readonly Character[];
  faction: Faction;
  onFaction: (faction: Faction) => void;
}) {
  return (
    <section className="panel cast-sources" aria-labelledby="cast-title">
      <h2 id="cast-title">The cast</h2>
      <p className="muted small">Drag a card or a character onto the map to place them.</p>
      <CardsByTier
        cards={cards}
        idPrefix="cast-tier"
        renderCard={(listed) => (
          <div
            className="cast-source"
            {...dragOf(npcSourceOf(listed))}
            data-testid={`cast-${cardKey(listed)}`}
          >
            <TierBadge tier={listed.card.tier.color} level={listed.card.tier.level} />
            <span>{listed.card.name}</span>
          </div>
        )}
      />
      <div className="row cast-faction">
        <label htmlFor="cast-faction">Faction of a card that names none</label>
        <select
          id="cast-faction"
          value={faction}
          onChange={(e) => onFaction(e.target.value as Faction)}
        >
          {FACTIONS.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </div>
      <h3>Player characters</h3>
      <ul className="cast-pcs">
        {characters.map((character) => (
          <li key={character.id}>
            <div
              className="cast-source"
              {...dragOf(pcSourceOf(character))}
              data-testid={`cast-pc:${character.id}`}
            >
              <span className="cast-pc-mark" aria-hidden="true">
                PC
              </span>
              <span>{character.name}</span>
            </div>
          </li>
        ))}
        <li>
          <div className="cast-source" {...dragOf(OPEN_SEAT)} data-testid="cast-open">
            <span className="cast-pc-mark" aria-hidden="true">
              PC
            </span>
            <span>Open seat (any character no seat names)</span>
          </div>
        </li>
      </ul>
    </section>
  );
}
