import { useState } from 'react';
import {
  BETWEEN_FIGHTS_ITEMS,
  standingOfMember,
  itemBetweenFights,
  type Campaign,
  type RulesOptions,
} from '../../../engine/skirmish.ts';

/**
 * Between fights (issue 13, item 4): a Medical Kit or Snake Oil heals, never past max HP (W2); a
 * Revival Tonic brings the dead back with 3 HP (A8). The engine decides and words a refusal.
 */
export function BetweenFightsPanel({
  campaign,
  rules,
  onChange,
}: {
  campaign: Campaign;
  rules: RulesOptions;
  onChange: (next: Campaign) => void;
}) {
  const posse = campaign.posse;
  const [user, setUser] = useState('');
  const [target, setTarget] = useState('');
  const [item, setItem] = useState('');
  const [said, setSaid] = useState<{ tone: 'status' | 'error'; text: string } | null>(null);
  const userId = posse.some((m) => m.character.id === user) ? user : (posse[0]?.character.id ?? '');
  const targetId = posse.some((m) => m.character.id === target) ? target : userId;
  const member = posse.find((m) => m.character.id === userId);
  const items = member
    ? [
        ...new Set(
          standingOfMember(member, rules).items.filter((i) => BETWEEN_FIGHTS_ITEMS.includes(i)),
        ),
      ]
    : [];
  const itemName = items.includes(item) ? item : (items[0] ?? '');

  if (posse.length === 0) return null;
  return (
    <section className="panel campaign-heal" aria-labelledby="heal-title">
      <h2 id="heal-title">Between fights</h2>
      <div className="row campaign-heal-row">
        <label>
          From the pack of
          <select value={userId} onChange={(e) => setUser(e.target.value)}>
            {posse.map((m) => (
              <option key={m.character.id} value={m.character.id}>
                {m.character.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Item
          <select
            value={itemName}
            disabled={items.length === 0}
            onChange={(e) => setItem(e.target.value)}
          >
            {items.length === 0 && <option value="">no healing item</option>}
            {items.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        </label>
        <label>
          On
          <select value={targetId} onChange={(e) => setTarget(e.target.value)}>
            {posse.map((m) => (
              <option key={m.character.id} value={m.character.id}>
                {m.character.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={itemName === ''}
          onClick={() => {
            const result = itemBetweenFights(
              campaign,
              { user: userId, target: targetId, item: itemName },
              rules,
            );
            if (!result.ok) return setSaid({ tone: 'error', text: result.reason });
            setSaid({ tone: 'status', text: result.text });
            onChange(result.campaign);
          }}
        >
          Use
        </button>
      </div>
      {said && (
        <p role={said.tone === 'error' ? 'alert' : 'status'} className={said.tone}>
          {said.text}
        </p>
      )}
    </section>
  );
}
