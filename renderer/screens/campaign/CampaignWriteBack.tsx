import { useState } from 'react';
import {
  DEFAULT_RULES_OPTIONS,
  outcomeOf,
  standingChanges,
  type Campaign,
  type GameState,
  type StandingChange,
} from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { loadCampaign, writeCampaign } from './campaignLibrary.ts';
import type { CampaignPlay } from './campaignTable.ts';
import { changeWords } from './campaignWords.ts';

/** What the summary passes for a table that plays for a campaign. */
export interface CampaignWriteBackProps {
  bridge: AppBridge;
  play: CampaignPlay;
  /** The session save's name, once the table has autosaved. */
  sessionName: () => string | null;
  onBackToCampaign: (name: string) => void;
}

type Step =
  | { kind: 'offer' }
  | {
      kind: 'confirm';
      next: Campaign;
      changes: StandingChange[];
      dayFrom: number;
      soldFrom: number;
    }
  | { kind: 'written' }
  /** The campaign already holds this session's outcome (written back before a reload). */
  | { kind: 'already' };

/**
 * Issue 13, item 4: the end of a campaign's encounter (T7) writes its outcome back, after the
 * Dealer confirms. The confirm step lists what changes per character (HP, chips spent, gold,
 * items: Y3); only then is the campaign saved. It is read afresh from the library first, so a
 * change made to it while the table played is kept.
 */
export function CampaignWriteBack({
  bridge,
  play,
  sessionName,
  onBackToCampaign,
  state,
  result,
}: CampaignWriteBackProps & { state: GameState; result: string }) {
  const [step, setStep] = useState<Step>({ kind: 'offer' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function prepare() {
    setBusy(true);
    setError(null);
    try {
      const loaded = await loadCampaign(bridge, play.campaign);
      if (!loaded.ok) return setError(loaded.message);
      const session = sessionName();
      // A table resumed after its write-back offers it again: the played list says it is done.
      if (session && loaded.value.played.some((p) => p.session === session))
        return setStep({ kind: 'already' });
      const next = outcomeOf(loaded.value, state, {
        encounter: play.encounter,
        seats: play.seats,
        result,
        ...(session ? { session } : {}),
      });
      const rules = loaded.value.rules ?? DEFAULT_RULES_OPTIONS;
      setStep({
        kind: 'confirm',
        next,
        changes: standingChanges(loaded.value, next, rules),
        dayFrom: loaded.value.day,
        soldFrom: loaded.value.sold.length,
      });
    } finally {
      setBusy(false);
    }
  }

  async function confirm(next: Campaign) {
    setBusy(true);
    setError(null);
    try {
      const saved = await writeCampaign(bridge, play.campaign, next);
      if (!saved.ok) return setError(saved.message);
      setStep({ kind: 'written' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="campaign-write-back" role="group" aria-label="Campaign">
      {step.kind === 'offer' && (
        <button type="button" disabled={busy} onClick={() => void prepare()}>
          Write back to {play.campaign}
        </button>
      )}
      {step.kind === 'confirm' && (
        <div className="prompt" data-testid="write-back-confirm">
          <p>Write this encounter’s outcome back to {play.campaign}?</p>
          <ul>
            {step.changes.length === 0 && <li>No one’s standing changes.</li>}
            {step.changes.map((c) => (
              <li key={c.id}>{changeWords(c)}</li>
            ))}
            {step.next.day !== step.dayFrom && (
              <li>
                The day: {step.dayFrom} → {step.next.day} (rule Y1).
              </li>
            )}
            {step.next.sold.length !== step.soldFrom && (
              <li>
                The stores: {step.next.sold.length - step.soldFrom} more cards sold, gone for the
                campaign’s next encounters (rule X1).
              </li>
            )}
          </ul>
          <div className="row">
            <button type="button" disabled={busy} onClick={() => void confirm(step.next)}>
              Confirm: write back
            </button>
            <button type="button" disabled={busy} onClick={() => setStep({ kind: 'offer' })}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {step.kind === 'written' && (
        <p className="status" role="status">
          Written back to {play.campaign}.
        </p>
      )}
      {step.kind === 'already' && (
        <p className="status" role="status">
          This encounter is already written back to {play.campaign}.
        </p>
      )}
      <button type="button" className="quiet" onClick={() => onBackToCampaign(play.campaign)}>
        {step.kind === 'written' || step.kind === 'already'
          ? `Back to ${play.campaign}`
          : `Back to ${play.campaign} without writing back`}
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}
