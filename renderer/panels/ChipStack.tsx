import {
  type Action,
  type Combatant,
  SPENDABLE_CHIPS,
  type SpendableChipKind,
} from '../../engine/index.ts';

const ICONS: Record<SpendableChipKind, string> = {
  attack: '⚔',
  defense: '⛨',
  speed: '➤',
  range: '◎',
  action: '✦',
  draw: '⎘',
};
const SPENT_HERE: readonly SpendableChipKind[] = ['speed', 'action', 'draw'];

/**
 * H1, H4: the spendable chips, as poker-chip discs with an edge pattern, an icon and a label —
 * never like the flat tracker pips on the board. Speed, Action and Draw chips are spent from here;
 * Attack, Defense and Range chips are anted with an attack or a defence (H2).
 */
export function ChipStack({ who, send }: { who: Combatant; send: (a: Action) => boolean }) {
  return (
    <div className="chip-stack" role="group" aria-label={`${who.name}'s chips`}>
      {SPENDABLE_CHIPS.map((kind) => (
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
          {SPENT_HERE.includes(kind) && (
            <button
              type="button"
              className="quiet"
              disabled={who.chips[kind] === 0}
              onClick={() =>
                send({ type: 'SPEND_CHIP', who: who.id, chip: kind as 'speed' | 'action' | 'draw' })
              }
            >
              Spend
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
