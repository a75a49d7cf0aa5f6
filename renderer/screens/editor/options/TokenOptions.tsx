import { useSyncExternalStore } from 'react';
import { FACTIONS, tierLabel, type Faction } from '../../../../engine/skirmish.ts';
import { changeOptions } from '../editorOptions.ts';
import { factionOf, TOKEN_SOURCES, tokenSource, type TokenSource } from '../tokenSources.ts';
import type { ToolOptionsProps } from './toolOptionsProps.ts';

/** "Ned, Drifters"; an NPC card with its tier's label (N1): "Tom, R3, Desperados". */
function describe(source: TokenSource): string {
  const faction = factionOf(source);
  const tier =
    source.side === 'npc' ? tierLabel(source.npc.tier.color, source.npc.tier.level) : null;
  return [source.label, tier, faction].filter(Boolean).join(', ');
}

const GROUPS = [
  { side: 'pc', legend: 'Characters' },
  { side: 'npc', legend: 'NPC cards' },
] as const;

/**
 * The token tool's options: which saved character or NPC card the next click places, and, for a
 * card that names no faction, the faction its token plays for (B5).
 */
export function TokenOptions({ options }: ToolOptionsProps) {
  const { token, tokenFaction } = useSyncExternalStore(options.subscribe, options.get);
  const chosen = tokenSource(token);
  return (
    <fieldset className="tool-options token-options">
      <legend>Token to place</legend>
      {GROUPS.map(({ side, legend }) => (
        <fieldset key={side} className="token-sources">
          <legend>{legend}</legend>
          {TOKEN_SOURCES.filter((s) => s.side === side).map((source) => (
            <label key={source.id}>
              <input
                type="radio"
                name="token-source"
                checked={token === source.id}
                onChange={() => changeOptions(options, { token: source.id })}
              />
              {describe(source)}
            </label>
          ))}
        </fieldset>
      ))}
      {chosen && !factionOf(chosen) && (
        <label>
          Faction of {chosen.label}’s token{' '}
          <select
            value={tokenFaction ?? ''}
            onChange={(e) =>
              changeOptions(options, { tokenFaction: (e.target.value || null) as Faction | null })
            }
          >
            <option value="">Choose a faction</option>
            {FACTIONS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="hint">
        {chosen
          ? 'Click a square to place the token; click a token to select it.'
          : 'Choose a character or an NPC card, then click a square.'}
      </p>
    </fieldset>
  );
}
