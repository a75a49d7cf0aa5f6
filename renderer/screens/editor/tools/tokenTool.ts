import type { Square } from '../../../../engine/core.ts';
import type { GameMap } from '../../../../engine/skirmish.ts';
import type { ToolBehaviour, ToolStep } from '../../../tools/toolChart.ts';
import type { EditorOutput, EditorToolContext } from '../editorOutput.ts';
import { tokenFrom, tokenSource, type TokenDraft } from '../tokenSources.ts';
import { NO_PREVIEW } from './boxDrag.ts';
import { placementVerdict, type PlacementVerdict } from './placementVerdict.ts';

type Step = ToolStep<null, EditorOutput>;

export function tokenAt(map: GameMap, [x, y]: Square): GameMap['tokens'][number] | undefined {
  return map.tokens.findLast((t) => t.at[0] === x && t.at[1] === y);
}

/**
 * The token tool (issue 12, item 2): a click on a square places a token of the character or NPC
 * card chosen in the options (tokenFrom: its id, faction, tier and full tracks as the engine
 * seats it). The square is previewed first, crossed out where the token could not stand (off the
 * map, on cover: G2, nobody stands in cover) or while no source is chosen. A click on a token
 * already there selects it instead.
 */
export function tokenTool(context: EditorToolContext): ToolBehaviour<null, EditorOutput> {
  const judge = (
    square: Square,
  ): { draft: TokenDraft; verdict: PlacementVerdict | null } | null => {
    const options = context.options();
    const source = tokenSource(options.token);
    if (!source) return null;
    const map = context.map();
    const draft = tokenFrom(source, map, square, { faction: options.tokenFaction });
    if (!draft.ok) return { draft, verdict: null };
    const action = { type: 'placeToken', token: draft.token } as const;
    return { draft, verdict: placementVerdict(map, action, [square]) };
  };
  return {
    id: 'token',
    memo: null,
    dragPans: false,
    hover: (_memo, square): Step => {
      if (!square) return { emit: [NO_PREVIEW] };
      const judged = judge(square);
      const ok = judged?.verdict?.kind === 'ok' && !tokenAt(context.map(), square);
      return {
        emit: [{ type: 'preview', preview: { squares: [square], tone: ok ? 'add' : 'refused' } }],
      };
    },
    click: (_memo, square): Step => {
      if (!square) return {};
      const token = tokenAt(context.map(), square);
      if (token) return { emit: [{ type: 'select', selection: { tokens: [token.id] } }] };
      const judged = judge(square);
      if (!judged)
        return { emit: [{ type: 'say', text: 'Choose a character or an NPC card to place.' }] };
      const { draft, verdict } = judged;
      if (!draft.ok) return { emit: [{ type: 'say', text: `Nothing placed: ${draft.reason}.` }] };
      if (verdict?.kind === 'flagged')
        return { emit: [{ type: 'say', text: `Nothing placed: ${verdict.reason}.` }] };
      // Refused by the engine (off the map): the edit goes, for the store to state its reason.
      return { emit: [{ type: 'edit', action: { type: 'placeToken', token: draft.token } }] };
    },
    leave: () => ({ emit: [NO_PREVIEW] }),
  };
}
