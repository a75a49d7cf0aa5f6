import { useMemo } from 'react';
import { badgeLegend } from '../../engine/skirmish.ts';
import { FactionSwatch, PipSwatch, RingSwatch, TierSwatch } from './badgeSwatches.tsx';

/**
 * What the marks on a token mean: the faction marks spelled out (B5), the tier's colour, shape and
 * label (N1, N2), the red and blue tracker pips (H4) and the rings. The words are the engine's
 * (badgeLegend) and the swatches are drawn from the board's palette, so neither can drift from the
 * board. The rings are the board's own marks, not a rule, so the panel words them.
 */
export function BadgeLegend() {
  const legend = useMemo(() => badgeLegend(), []);
  return (
    <details className="badge-legend" data-testid="badge-legend">
      <summary>What the marks on a token mean</summary>
      <h3>Factions (the letters on the hex)</h3>
      <ul className="legend-list legend-factions">
        {legend.factions.map((f) => (
          <li key={f.mark}>
            <FactionSwatch faction={f.name} />
            <span>{f.text}</span>
          </li>
        ))}
      </ul>
      <h3>Threat tiers (NPCs)</h3>
      <p className="legend-note">{legend.tierText}</p>
      <ul className="legend-list">
        {legend.tiers.map((t) => (
          <li key={t.color}>
            <TierSwatch tier={t.color} label={t.label} />
            <span>
              {t.colorName}, a {t.shape}: {t.meaning}
            </span>
          </li>
        ))}
      </ul>
      <h3>Badges under the hex (tracker chips)</h3>
      <ul className="legend-list">
        {legend.trackers.map((t) => (
          <li key={t.kind}>
            <PipSwatch color={t.color} value={2} max={3} />
            <span>{t.text}</span>
          </li>
        ))}
        <li>
          <PipSwatch color="red" value={0} max={3} />
          <span>
            A dark ring round a pip is the part of its track already lost; a dark pip is empty.
          </span>
        </li>
      </ul>
      <h3>Rings round a token</h3>
      <ul className="legend-list">
        <li>
          <RingSwatch ring="active" />
          <span>Yellow ring: whose turn it is.</span>
        </li>
        <li>
          <RingSwatch ring="selected" />
          <span>White ring: the token selected, whose moves and shots the board shows.</span>
        </li>
      </ul>
    </details>
  );
}
