import type { MethodOutput } from '../../../electron/contract.ts';
import type { SaveDocument } from '../../../engine/core.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { ContestedPrompt } from '../../panels/ContestedPrompt.tsx';
import { PendingPrompt, type Pending } from '../../panels/PendingPrompt.tsx';
import type { SeatedSession } from '../../state/tableSeat.ts';
import { EntryActions } from './EntryActions.tsx';
import { EntryDetails } from './EntryDetails.tsx';
import type { Openers } from './EntryOpeners.tsx';
import { KIND_WORDS } from './libraryKinds.ts';
import type { Shown } from './useEntryActions.ts';
import { VersionsPanel } from './VersionsPanel.tsx';

/**
 * The save shown on the Library's right side: its name, what it holds or why it cannot be read,
 * its earlier versions, what can be done with it, and the question a change or a session in use
 * waits on.
 */
export function ShownEntry({
  shown,
  bridge,
  owner,
  busy,
  exporting,
  pending,
  contested,
  open,
  onPending,
  onConfirm,
  onExport,
  onRestored,
  onView,
  onTakeOver,
  onCancelContested,
}: {
  shown: Shown;
  bridge: AppBridge;
  /** This window, as the store knows it: a session is restored as it. */
  owner: string;
  busy: boolean;
  /** A bundle export or import is under way. */
  exporting: boolean;
  pending: Pending | null;
  /** A session another window plays, waiting to be viewed, taken over or left. */
  contested: SeatedSession | null;
  open: Openers;
  onPending: (pending: Pending | null) => void;
  onConfirm: () => void;
  onExport: (doc: SaveDocument) => void;
  onRestored: (saved: MethodOutput<'restoreVersion'>, from: string) => void;
  onView: (seated: SeatedSession) => void;
  onTakeOver: (name: string) => void;
  onCancelContested: () => void;
}) {
  const doc = shown.doc;
  return (
    <section aria-labelledby="entry-title" className="library-entry">
      <h2 id="entry-title">{shown.entry.name}</h2>
      {shown.error && <p className="error">{shown.error}</p>}
      {doc && <EntryDetails doc={doc} />}
      {(doc || shown.error) && (
        <VersionsPanel
          // A panel of its own per save: no version list or refusal of the save shown before.
          key={`${shown.entry.kind}/${shown.entry.name}`}
          bridge={bridge}
          kind={shown.entry.kind}
          name={shown.entry.name}
          savedAt={doc?.savedAt ?? shown.entry.savedAt}
          owner={owner}
          onRestored={onRestored}
        />
      )}
      {doc && (
        <EntryActions
          doc={doc}
          busy={busy}
          exporting={exporting}
          open={open}
          onPending={onPending}
          onExport={onExport}
        />
      )}
      {pending && (
        <PendingPrompt
          noun={KIND_WORDS[shown.entry.kind].one}
          pending={pending}
          busy={busy}
          onChange={onPending}
          onConfirm={onConfirm}
        />
      )}
      {contested && (
        <ContestedPrompt
          // seatSession gives every viewed session its reason; '' stands for none, as before.
          message={contested.message ?? ''}
          busy={busy}
          onView={() => onView(contested)}
          onTakeOver={() => onTakeOver(contested.name)}
          onCancel={onCancelContested}
        />
      )}
    </section>
  );
}
