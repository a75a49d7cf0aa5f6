import { useEffect, useMemo, useState } from 'react';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { CardsByTier } from './CardsByTier.tsx';
import { NpcCardView } from './NpcCardView.tsx';
import { NpcForm } from './NpcForm.tsx';
import {
  cardFromDraft,
  cardIdFor,
  draftFromCard,
  EMPTY_NPC_DRAFT,
  type NpcDraft,
} from './npcDraft.ts';
import {
  cardKey,
  EXAMPLE_CARDS,
  loadLibraryCards,
  type CardProblem,
  type ListedCard,
} from './npcLibrary.ts';
import { TierBadge } from './TierBadge.tsx';
import './npcs.css';

/** What the right-hand side shows: a card read-only, or one of the Dealer's being edited. */
type Open =
  | { kind: 'view'; listed: ListedCard }
  /** `save` null: a card not in the library yet (new, or a duplicate). */
  | { kind: 'edit'; save: string | null; id: string | null; draft: NpcDraft; tried: boolean };

interface Said {
  tone: 'ok' | 'refused';
  text: string;
}

/** One of the Dealer's cards, open in the form as it was saved. */
function editing(
  listed: Extract<ListedCard, { source: 'library' }>,
): Extract<Open, { kind: 'edit' }> {
  return {
    kind: 'edit',
    save: listed.save,
    id: listed.card.id,
    draft: draftFromCard(listed.card),
    tried: false,
  };
}

/**
 * Issue 13, item 2: the NPC cards by tier (N1, N2). The built-in examples are read-only and can
 * be duplicated; the Dealer's own cards (saves of kind `npc`) are added, edited, validated by the
 * card schema with each fault in words, saved to the library and deleted.
 */
export function NpcScreen({
  bridge,
  opening = null,
  onBack,
}: {
  bridge: AppBridge;
  /** One of the Dealer's cards, by its save name, to open at once (from the Library). */
  opening?: string | null;
  onBack: () => void;
}) {
  const [own, setOwn] = useState<ListedCard[]>([]);
  const [problems, setProblems] = useState<CardProblem[]>([]);
  const [open, setOpen] = useState<Open | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const shown = (loaded: Awaited<ReturnType<typeof loadLibraryCards>>) => {
    setOwn(loaded.cards);
    setProblems(loaded.problems);
  };
  const reload = async () => shown(await loadLibraryCards(bridge));
  useEffect(() => {
    let live = true;
    void loadLibraryCards(bridge).then((loaded) => {
      if (!live) return;
      shown(loaded);
      if (opening === null) return;
      const listed = loaded.cards.find((c) => c.source === 'library' && c.save === opening);
      if (listed?.source === 'library') setOpen(editing(listed));
      else {
        const problem = loaded.problems.find((p) => p.save === opening);
        setSaid({
          tone: 'refused',
          text: `“${opening}” cannot be opened: ${problem?.reason ?? 'it is no longer in the library'}.`,
        });
      }
    });
    return () => {
      live = false;
    };
  }, [bridge, opening]);

  const all = useMemo(() => [...EXAMPLE_CARDS, ...own], [own]);
  const verdict =
    open?.kind === 'edit'
      ? cardFromDraft(
          open.draft,
          open.id ?? cardIdFor(open.draft.name, new Set(all.map((c) => c.card.id))),
        )
      : null;

  const edit = (next: Extract<Open, { kind: 'edit' }>) => {
    setOpen(next);
    setSaid(null);
    setDeleting(false);
  };

  async function save() {
    if (open?.kind !== 'edit' || !verdict) return;
    if (!verdict.ok) {
      setOpen({ ...open, tried: true });
      const count = Object.keys(verdict.errors).length;
      return setSaid({
        tone: 'refused',
        text: `Not saved: ${count === 1 ? 'one field needs' : `${count} fields need`} a change: each one says what.`,
      });
    }
    const { card } = verdict;
    setBusy(true);
    try {
      const renamed = open.save !== null && open.save !== card.name;
      const written = await bridge.writeSave({
        kind: 'npc',
        name: card.name,
        data: card,
        ...(open.save !== null && !renamed ? { overwrite: true } : {}),
      });
      if (!written.ok)
        return setSaid({ tone: 'refused', text: `Not saved: ${written.error.message}` });
      if (renamed) await bridge.deleteSave({ kind: 'npc', name: open.save! });
      await reload();
      setOpen({
        kind: 'edit',
        save: written.value.name,
        id: card.id,
        draft: draftFromCard(card),
        tried: false,
      });
      setSaid({ tone: 'ok', text: `Saved “${written.value.name}” to the library.` });
    } finally {
      setBusy(false);
    }
  }

  async function remove(save: string) {
    setBusy(true);
    try {
      const deleted = await bridge.deleteSave({ kind: 'npc', name: save });
      if (!deleted.ok)
        return setSaid({ tone: 'refused', text: `Not deleted: ${deleted.error.message}` });
      await reload();
      setOpen(null);
      setDeleting(false);
      setSaid({ tone: 'ok', text: `Deleted “${save}”.` });
    } finally {
      setBusy(false);
    }
  }

  const picked =
    open?.kind === 'view' ? cardKey(open.listed) : open?.save ? `library:${open.save}` : null;

  return (
    <div className="app npc-screen">
      <header className="topbar">
        <h1>NPC cards</h1>
        <span className="muted">Red, Blue and Green: the Dealer’s cast, by threat tier</span>
        <div className="topbar-actions">
          <button
            type="button"
            onClick={() =>
              edit({ kind: 'edit', save: null, id: null, draft: EMPTY_NPC_DRAFT, tried: false })
            }
          >
            New card
          </button>
          <button type="button" onClick={onBack}>
            Back to start
          </button>
        </div>
      </header>
      <main className="npc-main">
        <nav className="panel npc-list" aria-label="NPC cards">
          <CardsByTier
            cards={all}
            idPrefix="npc-tier"
            renderCard={(listed) => (
              <button
                type="button"
                className="npc-pick"
                aria-pressed={picked === cardKey(listed)}
                onClick={() => {
                  if (listed.source === 'example') {
                    setOpen({ kind: 'view', listed });
                    setSaid(null);
                  } else edit(editing(listed));
                }}
              >
                <TierBadge tier={listed.card.tier.color} level={listed.card.tier.level} />
                <span className="npc-pick-name">{listed.card.name}</span>
                <span className="muted small">
                  {listed.source === 'example' ? 'built in' : 'yours'}
                </span>
              </button>
            )}
          />
          {problems.length > 0 && (
            <div className="error small" role="alert">
              <p>These saves are not cards this version can read:</p>
              <ul>
                {problems.map((p) => (
                  <li key={p.save}>
                    “{p.save}”: {p.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </nav>
        <section className="panel npc-detail" aria-label="Card">
          {said && open?.kind !== 'edit' && (
            <p
              role={said.tone === 'refused' ? 'alert' : 'status'}
              className={said.tone === 'refused' ? 'error' : 'ok'}
            >
              {said.text}
            </p>
          )}
          {open === null && (
            <p className="muted">
              Pick a card to see it, or add one of your own. The built-in cards are read-only:
              duplicate one to change it.
            </p>
          )}
          {open?.kind === 'view' && (
            <>
              <NpcCardView card={open.listed.card} />
              <p className="muted small">Built in: read-only.</p>
              <button
                type="button"
                onClick={() =>
                  edit({
                    kind: 'edit',
                    save: null,
                    id: null,
                    draft: {
                      ...draftFromCard(open.listed.card),
                      name: `${open.listed.card.name} (copy)`,
                    },
                    tried: false,
                  })
                }
              >
                Duplicate
              </button>
            </>
          )}
          {open?.kind === 'edit' && verdict && (
            <>
              <h2>{open.save ?? 'New card'}</h2>
              <NpcForm
                draft={open.draft}
                errors={open.tried && !verdict.ok ? verdict.errors : {}}
                onChange={(draft) => setOpen({ ...open, draft })}
              />
              <div className="row npc-actions">
                <button
                  type="button"
                  className="primary"
                  disabled={busy}
                  onClick={() => void save()}
                >
                  Save to the library
                </button>
                {open.save !== null && !deleting && (
                  <button type="button" disabled={busy} onClick={() => setDeleting(true)}>
                    Delete
                  </button>
                )}
              </div>
              {/* Beside Save, where the Dealer looks after pressing it. */}
              {said && (
                <p
                  role={said.tone === 'refused' ? 'alert' : 'status'}
                  className={said.tone === 'refused' ? 'error' : 'ok'}
                >
                  {said.text}
                </p>
              )}
              {open.save !== null && deleting && (
                <div className="prompt" role="group" aria-label="Delete the card">
                  <p>Delete “{open.save}” from the library?</p>
                  <button type="button" disabled={busy} onClick={() => void remove(open.save!)}>
                    Delete it
                  </button>
                  <button type="button" onClick={() => setDeleting(false)}>
                    Keep it
                  </button>
                </div>
              )}
            </>
          )}
        </section>
      </main>
    </div>
  );
}
