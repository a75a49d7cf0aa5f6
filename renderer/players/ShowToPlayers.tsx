import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { ariaKeys, shownKey } from '../../common/keyMap.ts';
import {
  SHOW_TO_PLAYERS,
  tableShownSchema,
  type GameState,
  type TableShown,
} from '../../engine/skirmish.ts';
import { listenShortcuts } from '../keys/listenShortcuts.ts';
import type { TableStore } from '../state/tableStore.ts';
import type { AppBridge } from '../bridge/appBridge.ts';

/** An NPC's card as the players are shown it: its name, faction and tier, never its stats. */
function npcCard(state: GameState, id: string): TableShown | null {
  const c = state.combatants[id];
  if (!c) return null;
  return {
    kind: 'npc',
    name: c.name,
    ...(c.faction ? { faction: c.faction } : {}),
    ...(c.tier ? { tier: c.tier } : {}),
  };
}

/**
 * Show to the players (issue 40, item 5), in the top bar beside the TV's controls: an NPC's card,
 * a picture from the library (an image save) or a line of text, shown on the TV over the board
 * until the Dealer takes it down (this button, S, or Esc). Each is a SHOW_TO_PLAYERS action:
 * logged, undone with the rest, and sent to the players only once shown.
 */
export function ShowToPlayers({
  table,
  bridge,
}: {
  table: TableStore;
  /** The library, for its pictures (image saves); none: pictures are not offered. */
  bridge: AppBridge | null;
}) {
  const session = useSyncExternalStore(table.session.subscribe, table.session.get);
  const state = session.current;
  const showing = state.shown ?? null;
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formId = useId();

  const show = (shown: TableShown | null) => {
    const checked = shown === null ? null : tableShownSchema.safeParse(shown);
    if (checked && !checked.success)
      return setRefusal(checked.error.issues[0]?.message ?? 'That cannot be shown.');
    if (!table.act({ type: SHOW_TO_PLAYERS.type, shown }))
      return setRefusal('The table refused it: see the log.');
    setRefusal(null);
    setOpen(false);
  };

  // Latest state for the keys, which are listened for once.
  const latest = useRef({ showing, show });
  useEffect(() => {
    latest.current = { showing, show };
  });
  useEffect(() => {
    const stopShow = listenShortcuts('table', {
      'show-to-players': () => {
        if (latest.current.showing) latest.current.show(null);
        else setOpen((was) => !was);
      },
    });
    // Esc takes down what the players are shown before it deselects anything on the board.
    const stopEscape = listenShortcuts(
      'table',
      {
        deselect: () => {
          if (!latest.current.showing) return false;
          latest.current.show(null);
          return true;
        },
      },
      { first: true },
    );
    return () => {
      stopShow();
      stopEscape();
    };
  }, []);

  return (
    <div className="show-to-players">
      <button
        type="button"
        data-action={SHOW_TO_PLAYERS.type}
        aria-pressed={showing !== null}
        aria-expanded={showing ? undefined : open}
        aria-controls={showing ? undefined : formId}
        aria-keyshortcuts={ariaKeys('show-to-players')}
        title={
          showing
            ? `Take it off the players' screen (${shownKey('show-to-players')} or Esc)`
            : `Show the players an NPC's card, a picture or a line of text (${shownKey('show-to-players')})`
        }
        onClick={() => (showing ? show(null) : setOpen(!open))}
      >
        {showing ? 'Take it down' : 'Show…'}
      </button>
      {open && !showing && (
        <ShowForm
          id={formId}
          state={state}
          bridge={bridge}
          refusal={refusal}
          onShow={show}
          onRefused={setRefusal}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

/** The three things the Dealer may show, each with its own Show button; Esc closes it. */
function ShowForm({
  id,
  state,
  bridge,
  refusal,
  onShow,
  onRefused,
  onClose,
}: {
  id: string;
  state: GameState;
  bridge: AppBridge | null;
  refusal: string | null;
  onShow: (shown: TableShown) => void;
  onRefused: (words: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [npc, setNpc] = useState('');
  const [picture, setPicture] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const textRef = useRef<HTMLInputElement>(null);
  const npcs = Object.values(state.combatants).filter((c) => c.side === 'npc');
  const chosenNpc = npc || npcs[0]?.id || '';
  const chosenPicture = picture || pictures[0] || '';
  useEffect(() => textRef.current?.focus(), []);
  // The library's pictures, listed as the form opens (one may have been imported since).
  useEffect(() => {
    if (!bridge) return;
    let live = true;
    void bridge.listSaves({ kind: 'image' }).then((result) => {
      if (live && result.ok) setPictures(result.value.filter((s) => !s.problem).map((s) => s.name));
    });
    return () => {
      live = false;
    };
  }, [bridge]);
  return (
    <div
      id={id}
      className="show-to-players-form"
      role="dialog"
      aria-label="Show to the players"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onShow({ kind: 'text', text });
        }}
      >
        <label>
          A line of text
          <input
            ref={textRef}
            value={text}
            maxLength={280}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </label>
        <button type="submit" data-action={SHOW_TO_PLAYERS.type}>
          Show the line
        </button>
      </form>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const card = npcCard(state, chosenNpc);
          if (card) onShow(card);
          else onRefused('There is no NPC in this encounter to show.');
        }}
      >
        <label>
          An NPC&rsquo;s card
          <select
            value={chosenNpc}
            disabled={npcs.length === 0}
            onChange={(e) => setNpc(e.currentTarget.value)}
          >
            {npcs.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
                {c.hidden ? ' (hidden)' : ''}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" data-action={SHOW_TO_PLAYERS.type} disabled={npcs.length === 0}>
          Show the card
        </button>
      </form>
      {bridge && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (chosenPicture) onShow({ kind: 'image', image: chosenPicture });
            else onRefused('The library has no pictures yet: import one as a map background.');
          }}
        >
          <label>
            A picture from the library
            <select
              value={chosenPicture}
              disabled={pictures.length === 0}
              onChange={(e) => setPicture(e.currentTarget.value)}
            >
              {pictures.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" data-action={SHOW_TO_PLAYERS.type} disabled={pictures.length === 0}>
            Show the picture
          </button>
        </form>
      )}
      {refusal && (
        <p role="alert" className="refusal">
          {refusal}
        </p>
      )}
    </div>
  );
}
