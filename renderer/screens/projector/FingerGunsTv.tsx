import '../fingerguns/fingerguns.css';
import { useState } from 'react';
import type { FingerGunsPublicView } from '../../../engine/fingerGuns.ts';
import { Countdown } from '../fingerguns/Countdown.tsx';
import { WhatHappened } from '../fingerguns/RoundLines.tsx';

const STATE_WORDS = { survivor: 'Survivor', killed: 'Killed', ghost: 'Ghost' } as const;

/**
 * Finger Guns on the TV (issue 39, item 3): every player's health and state in large type, who
 * has shown a hand on their phone (never what), and when a round is played, "3, 2, 1… Draw!"
 * before every hand is revealed at once, step by step in F2's order.
 */
export function FingerGunsTv({ view }: { view: FingerGunsPublicView }) {
  const played = view.rounds.length;
  // The rounds this TV has counted down: a round it joins after is shown at once.
  const [counted, setCounted] = useState(played);
  const counting = played > counted;
  const last = view.rounds.at(-1);
  return (
    <main className="projector fg-tv" data-testid="fg-tv">
      <h1>Finger Guns{view.over ? ': the game is over' : ''}</h1>
      <ol className="fg-tv-players" aria-label="Health">
        {view.players.map((p) => (
          <li key={p.name} className={`fg-tv-${p.state}`} aria-label={p.name}>
            <span className="fg-tv-name">
              {p.name}
              {view.sheriff === p.name ? ' ★' : ''}
            </span>
            <span className="fg-tv-hp">{p.health}</span>
            <span className="fg-tv-state">{STATE_WORDS[p.state]}</span>
            {!view.over && (
              <span className="fg-tv-shown" data-testid="fg-tv-shown">
                {view.shown.includes(p.name) ? 'hand shown' : ''}
              </span>
            )}
          </li>
        ))}
      </ol>
      {counting ? (
        <Countdown key={played} sheriff={last?.sheriff ?? ''} onDraw={() => setCounted(played)} />
      ) : (
        last && <WhatHappened round={last} onUndo={null} />
      )}
      {view.over && (
        <p className="fg-tv-winners" role="status">
          {view.winners.length > 0 ? `${view.winners.join(' and ')} won.` : 'Nobody won.'}
        </p>
      )}
    </main>
  );
}
