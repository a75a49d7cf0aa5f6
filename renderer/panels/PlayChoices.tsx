import { useState } from 'react';
import type { Action, Combatant } from '../../engine/skirmish.ts';
import { ActionButton } from './ActionButton.tsx';
import { ChipCount } from './ChipCount.tsx';
import type { PlayControls } from './playControls.ts';

/**
 * What playControls offers, laid out: the Speed chip for initiative (T6), items (W2), cards played
 * into play (R2), and the card played on a check (S2) with its Attack chips. The words of every
 * refusal are the engine's (ActionButton's title and aria-description).
 */
export function PlayChoices({
  controls,
  pending,
  send,
}: {
  controls: PlayControls;
  pending: Combatant | null;
  send: (a: Action) => boolean;
}) {
  return (
    <>
      {controls.initiative.length > 0 && (
        <div className="row initiative" role="group" aria-label="Speed chips for initiative">
          <span className="caption">Speed chip to act earlier:</span>
          {controls.initiative.map((c) => (
            <ActionButton key={c.key} control={c} send={send} className="quiet">
              {c.name}
            </ActionButton>
          ))}
        </div>
      )}
      {(controls.items.length > 0 || controls.cards.length > 0) && (
        <div className="row play" role="group" aria-label="Items and cards">
          {controls.items.map((c) => (
            <ActionButton key={c.key} control={c} send={send} className="quiet" />
          ))}
          {controls.cards.map((c) => (
            <ActionButton key={c.key} control={c} send={send} className="quiet" />
          ))}
        </div>
      )}
      {controls.check && pending && <CheckCards check={controls.check} who={pending} send={send} />}
    </>
  );
}

function CheckCards({
  check,
  who,
  send,
}: {
  check: NonNullable<PlayControls['check']>;
  who: Combatant;
  send: (a: Action) => boolean;
}) {
  const [chips, setChips] = useState(0);
  const most = Math.max(0, ...check.keys());
  const shown = check.get(Math.min(chips, most)) ?? [];
  return (
    <div className="check" role="group" aria-label={`${who.name}'s check`}>
      {shown.map((c) => (
        <ActionButton key={c.key} control={c} send={send} />
      ))}
      {most > 0 && (
        <label className="check-chips">
          Attack chips{' '}
          <ChipCount
            label="Attack chips on the check"
            most={most}
            value={chips}
            onChange={setChips}
          />
        </label>
      )}
    </div>
  );
}
