import { useId } from 'react';
import {
  NPC_HP_SHOWN,
  NPC_SHOWN_ALL,
  SET_NPC_SHOWN,
  type Action,
  type GameState,
  type NpcHpShown,
} from '../../engine/skirmish.ts';
import type { Offers } from './controls.ts';
import { RefusedLine, refusedProps } from './refusedControl.tsx';

const HP_WORDS: Record<NpcHpShown, string> = {
  shown: 'HP in figures',
  rough: 'only how hurt',
  hidden: 'no HP',
};

/**
 * Issue 40, item 4: what the players see of the NPCs, the Dealer's choice for the encounter: their
 * HP in figures, only how hurt they are, or nothing of it; and their threat tier or not. Each
 * change is a SET_NPC_SHOWN, logged and undoable; the players' view follows it.
 */
export function NpcShownFix({
  state,
  offers,
  send,
}: {
  state: GameState;
  offers: Offers;
  send: (a: Action) => boolean;
}) {
  const why = useId();
  const shown = state.npcShown ?? NPC_SHOWN_ALL;
  const control = offers.templated('npc-shown', 'NPCs on the TV', {
    type: SET_NPC_SHOWN.type,
    tier: !shown.tier,
  });
  return (
    <fieldset className="dealer-row npc-shown">
      <legend>NPCs on the players&rsquo; view</legend>
      <select
        aria-label="NPCs' HP on the players' view"
        data-control="npc-hp"
        data-action={SET_NPC_SHOWN.type}
        value={shown.hp}
        {...refusedProps(control, why)}
        onChange={(e) => {
          if (control.enabled) send({ type: SET_NPC_SHOWN.type, hp: e.target.value as NpcHpShown });
        }}
      >
        {NPC_HP_SHOWN.map((hp) => (
          <option key={hp} value={hp}>
            {HP_WORDS[hp]}
          </option>
        ))}
      </select>
      <label>
        <input
          type="checkbox"
          checked={shown.tier}
          data-control="npc-tier"
          data-action={SET_NPC_SHOWN.type}
          {...refusedProps(control, why)}
          onChange={() => {
            if (control.enabled) send(control.action);
          }}
        />{' '}
        Show their threat tier
      </label>
      <RefusedLine control={control} id={why} />
    </fieldset>
  );
}
