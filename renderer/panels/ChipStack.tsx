import {
  SPENDABLE_CHIPS,
  type Action,
  type Combatant,
  type SpendableChipKind,
} from '../../engine/skirmish.ts';
import { ActionButton } from './ActionButton.tsx';
import type { Control } from './controls.ts';
import { SPENT_HERE, type SpentHere } from './turnControls.ts';

const ICONS: Record<SpendableChipKind, string> = {
  attack: '⚔',
  defense: '⛨',
  speed: '➤',
  range: '◎',
  action: '✦',
  draw: '⎘',
};

const spentHere = (kind: SpendableChipKind): kind is SpentHere =>
  (SPENT_HERE as readonly string[]).includes(kind);

/**
 * H1, H4: the spendable chips, as poker-chip discs with an edge pattern, an icon and a label —
 * never like the flat tracker pips on the board. Speed, Action and Draw chips are spent from here,
 * each Spend button enabled when legalActions offers that SPEND_CHIP; Attack, Defense and Range
 * chips are anted with an attack or a defence (H2).
 */
export function ChipStack({
  who,
  spend,
  send,
}: {
  who: Combatant;
  spend: Partial<Record<SpentHere, Control>>;
  send: (a: Action) => boolean;
}) {
  return (
    <div className="chip-stack" role="group" aria-label={`${who.name}'s chips`}>
      {SPENDABLE_CHIPS.map((kind) => {
        const control = spentHere(kind) ? spend[kind] : undefined;
        return (
          <div
            key={kind}
            className={`chip chip-${kind}`}
            title={`${who.chips[kind]} ${kind} chip(s) left today; ${who.spent[kind]} spent`}
          >
            <span className="disc" aria-hidden="true">
              {ICONS[kind]}
            </span>
            <span className="label">
              {kind} ×{who.chips[kind]}
            </span>
            {/* H3, H4: the chips spent today stand apart from those left, never counted in. */}
            {who.spent[kind] > 0 && (
              <span className="spent" data-testid={`spent-${kind}`}>
                spent ×{who.spent[kind]}
              </span>
            )}
            {control && (
              <ActionButton control={control} send={send} className="quiet">
                Spend
              </ActionButton>
            )}
          </div>
        );
      })}
    </div>
  );
}
