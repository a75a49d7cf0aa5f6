import { STATS, type NpcCard } from '../../../engine/skirmish.ts';
import { TierBadge } from './TierBadge.tsx';

/** One NPC card read-only (N1): its tier (N2), faction, numbers, weapon, chips and notes. */
export function NpcCardView({ card }: { card: NpcCard }) {
  const stats = STATS.filter((s) => (card.stats[s] ?? 0) !== 0)
    .map((s) => `${s} ${card.stats[s]}`)
    .join(', ');
  const chips = Object.entries(card.chips)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  return (
    <div className="npc-card-view">
      <h3>
        <TierBadge tier={card.tier.color} level={card.tier.level} /> {card.name}
      </h3>
      <dl>
        <dt>Faction</dt>
        <dd>{card.faction ?? 'none (chosen when placed)'}</dd>
        <dt>Stats</dt>
        <dd>{stats || 'all 0'}</dd>
        <dt>HP / gear / speed</dt>
        <dd>
          {card.hp} / {card.gear} / {card.speed}
        </dd>
        <dt>Gold</dt>
        <dd>{card.gold}</dd>
        <dt>Weapon</dt>
        <dd>
          {card.weapon ?? 'none'} ({card.weaponTrait})
        </dd>
        <dt>Chips</dt>
        <dd>{chips || 'none'}</dd>
        {card.notes && (
          <>
            <dt>Notes</dt>
            <dd>{card.notes}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
