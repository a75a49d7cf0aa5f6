import { useCallback, useMemo, useRef } from 'react';
import type { Square } from '../../../engine/core.ts';
import { squareName, type Character, type Faction } from '../../../engine/skirmish.ts';
import type { Board } from '../../board/Board.ts';
import { EditorBoard } from '../editor/EditorBoard.tsx';
import { createEditorOptions } from '../editor/editorOptions.ts';
import type { EditorToolId, EditorToolManager } from '../editor/editorTools.ts';
import { placementVerdict } from '../editor/tools/placementVerdict.ts';
import type { ListedCard } from '../npcs/npcLibrary.ts';
import type { Built } from './builtEncounter.ts';
import { npcSourceOf, pcSourceOf } from './CastPanel.tsx';
import { CAST_DRAG_TYPE, castToken, OPEN_SEAT, type CastSource } from './castSources.ts';
import type { EncounterDraft } from './encounterDraft.ts';
import type { Said } from './encounterSaid.ts';

/** The builder moves its cast and measures; it changes no map (castStore.ts). */
export const CAST_TOOLS: readonly EditorToolId[] = ['select', 'measure'];

/**
 * The encounter's map on the editor's board, where a source dragged from the cast panel (an NPC
 * card, a character or an open seat) is dropped on a square and placed as the editor's token
 * tool would place it, its seat added to the draft; a drop that cannot be placed is refused in
 * words.
 */
export function CastBoard({
  built,
  cards,
  characters,
  faction,
  onSaid,
  onDraft,
  onTools,
}: {
  built: Built | null;
  cards: readonly ListedCard[];
  characters: readonly Character[];
  /** The faction an NPC is placed in. */
  faction: Faction;
  onSaid: (said: Said) => void;
  onDraft: (change: (d: EncounterDraft) => EncounterDraft) => void;
  onTools: (tools: EditorToolManager | null) => void;
}) {
  const options = useMemo(() => createEditorOptions(), []);
  const board = useRef<Board | null>(null);
  const onBoard = useCallback((shown: Board | null) => {
    board.current = shown;
  }, []);

  const sources = useMemo(() => {
    const all: CastSource[] = [...cards.map(npcSourceOf), ...characters.map(pcSourceOf), OPEN_SEAT];
    return new Map(all.map((s) => [s.key, s]));
  }, [cards, characters]);

  /** A source dropped on a square: placed as the editor's token tool would, or refused in words. */
  function place(key: string, at: Square | null) {
    const source = sources.get(key);
    if (!built || !source) return;
    if (!at)
      return onSaid({ tone: 'refused', text: 'Not placed: drop it on a square of the map.' });
    const map = built.cast.map;
    const { draft: token, seat } = castToken(source, map, at, faction);
    if (!token.ok) return onSaid({ tone: 'refused', text: `Not placed: ${token.reason}.` });
    const verdict = placementVerdict(map, { type: 'placeToken', token: token.token }, [at]);
    if (verdict.kind !== 'ok')
      return onSaid({ tone: 'refused', text: `Not placed: ${verdict.reason}.` });
    onDraft((d) => ({ ...d, seats: { ...d.seats, [token.token.id]: seat } }));
    built.cast.edit({ type: 'placeToken', token: token.token });
    onSaid({ tone: 'ok', text: `Placed ${token.token.name} at ${squareName(at)}.` });
  }

  return (
    <div
      className="encounter-board"
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes(CAST_DRAG_TYPE)) {
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
        }
      }}
      onDrop={(e) => {
        const key = e.dataTransfer.getData(CAST_DRAG_TYPE);
        if (!key) return;
        e.preventDefault();
        place(key, board.current?.squareAt(e.clientX, e.clientY) ?? null);
      }}
    >
      {built && (
        <EditorBoard
          editor={built.cast}
          options={options}
          tools={CAST_TOOLS}
          onTools={onTools}
          onBoard={onBoard}
        />
      )}
    </div>
  );
}
