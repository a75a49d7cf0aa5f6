import { useState } from 'react';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { draftFromCard, type DraftVerdict } from './npcDraft.ts';
import type { Open } from './npcOpen.ts';
import type { Said } from './SaidLine.tsx';

/**
 * Saving and deleting the open card in the library: busy while the library writes, and whether
 * the Delete prompt is up. What came of each is said in words through `setSaid`.
 */
export function useNpcWrites({
  bridge,
  open,
  verdict,
  setOpen,
  setSaid,
  reload,
}: {
  bridge: AppBridge;
  open: Open | null;
  /** The open form's card or its faults (cardFromDraft); null when no form is open. */
  verdict: DraftVerdict | null;
  setOpen: (open: Open | null) => void;
  setSaid: (said: Said | null) => void;
  reload: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);

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

  return { busy, deleting, setDeleting, save, remove };
}
