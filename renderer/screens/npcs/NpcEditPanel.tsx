import { NpcForm } from './NpcForm.tsx';
import type { DraftVerdict, NpcDraft } from './npcDraft.ts';
import type { EditOpen } from './npcOpen.ts';
import { SaidLine, type Said } from './SaidLine.tsx';

/**
 * One of the Dealer's cards in its form (or a new one): Save to the library, Delete once it is
 * there (asked first), and what came of the last of them. Each field's fault shows only once
 * the Dealer has tried to save.
 */
export function NpcEditPanel({
  open,
  verdict,
  said,
  busy,
  deleting,
  onDraft,
  onSave,
  onDeleting,
  onRemove,
}: {
  open: EditOpen;
  verdict: DraftVerdict;
  said: Said | null;
  busy: boolean;
  /** The Delete prompt is up. */
  deleting: boolean;
  onDraft: (draft: NpcDraft) => void;
  onSave: () => void;
  onDeleting: (deleting: boolean) => void;
  onRemove: (save: string) => void;
}) {
  return (
    <>
      <h2>{open.save ?? 'New card'}</h2>
      <NpcForm
        draft={open.draft}
        errors={open.tried && !verdict.ok ? verdict.errors : {}}
        onChange={onDraft}
      />
      <div className="row npc-actions">
        <button type="button" className="primary" disabled={busy} onClick={() => onSave()}>
          Save to the library
        </button>
        {open.save !== null && !deleting && (
          <button type="button" disabled={busy} onClick={() => onDeleting(true)}>
            Delete
          </button>
        )}
      </div>
      {/* Beside Save, where the Dealer looks after pressing it. */}
      {said && <SaidLine said={said} />}
      {open.save !== null && deleting && (
        <div className="prompt" role="group" aria-label="Delete the card">
          <p>Delete “{open.save}” from the library?</p>
          <button type="button" disabled={busy} onClick={() => onRemove(open.save!)}>
            Delete it
          </button>
          <button type="button" onClick={() => onDeleting(false)}>
            Keep it
          </button>
        </div>
      )}
    </>
  );
}
