import type { AppBridge } from '../../bridge/appBridge.ts';
import { BuiltInCard } from './BuiltInCard.tsx';
import { NpcCardList } from './NpcCardList.tsx';
import { NpcEditPanel } from './NpcEditPanel.tsx';
import { cardFromDraft, cardIdFor, EMPTY_NPC_DRAFT } from './npcDraft.ts';
import { cardKey } from './npcLibrary.ts';
import { duplicating, editing, type EditOpen } from './npcOpen.ts';
import { SaidLine } from './SaidLine.tsx';
import { useNpcCards } from './useNpcCards.ts';
import { useNpcWrites } from './useNpcWrites.ts';
import './npcs.css';

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
  const { all, problems, open, setOpen, said, setSaid, reload } = useNpcCards(bridge, opening);
  const verdict =
    open?.kind === 'edit'
      ? cardFromDraft(
          open.draft,
          open.id ?? cardIdFor(open.draft.name, new Set(all.map((c) => c.card.id))),
        )
      : null;
  const { busy, deleting, setDeleting, save, remove } = useNpcWrites({
    bridge,
    open,
    verdict,
    setOpen,
    setSaid,
    reload,
  });

  const edit = (next: EditOpen) => {
    setOpen(next);
    setSaid(null);
    setDeleting(false);
  };

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
        <NpcCardList
          cards={all}
          picked={picked}
          problems={problems}
          onPick={(listed) => {
            if (listed.source === 'example') {
              setOpen({ kind: 'view', listed });
              setSaid(null);
            } else edit(editing(listed));
          }}
        />
        <section className="panel npc-detail" aria-label="Card">
          {said && open?.kind !== 'edit' && <SaidLine said={said} />}
          {open === null && (
            <p className="muted">
              Pick a card to see it, or add one of your own. The built-in cards are read-only:
              duplicate one to change it.
            </p>
          )}
          {open?.kind === 'view' && (
            <BuiltInCard
              card={open.listed.card}
              onDuplicate={() => edit(duplicating(open.listed.card))}
            />
          )}
          {open?.kind === 'edit' && verdict && (
            <NpcEditPanel
              open={open}
              verdict={verdict}
              said={said}
              busy={busy}
              deleting={deleting}
              onDraft={(draft) => setOpen({ ...open, draft })}
              onSave={() => void save()}
              onDeleting={setDeleting}
              onRemove={(save) => void remove(save)}
            />
          )}
        </section>
      </main>
    </div>
  );
}
