import { useEffect, useMemo, useState } from 'react';
import {
  practiceAssist,
  practiceResultOf,
  type Action,
  type EncounterSummary,
  type GameState,
  type PracticePlay,
} from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { recordPractice } from './practiceLibrary.ts';
import { recordedWords } from './practiceWords.ts';

/** What the summary passes for a table started from Practice. */
export interface PracticeRecordProps {
  bridge: AppBridge;
  play: PracticePlay;
}

/**
 * The recording of each practice this page has asked for, by its id: the summary may mount more
 * than once for one end (React's strict mode, a panel shown again), and each must say what the
 * first one recorded, not "already recorded" about its own write. A reload starts afresh, and
 * then the record itself says it already holds the practice.
 */
const asked = new Map<string, ReturnType<typeof recordPractice>>();

function recordOnce(...args: Parameters<typeof recordPractice>): ReturnType<typeof recordPractice> {
  const [, play] = args;
  let recording = asked.get(play.id);
  if (!recording) {
    // A recording that failed is asked again the next time, rather than remembered as failed.
    recording = recordPractice(...args).then((done) => {
      if (!done.ok) asked.delete(play.id);
      return done;
    });
    asked.set(play.id, recording);
  }
  return recording;
}

type Said =
  { kind: 'recording' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/**
 * Issue 14, item 3: the end of a practice (T7) joins the practice record, and the summary says
 * what was recorded ("Recorded: a win on Dusty Crossing against normal; 3–1 there now"). The
 * record counts each practice once (engine withPracticeResult, by the practice's id), so a table
 * reloaded after its end says it was already recorded and writes nothing.
 */
export function PracticeRecordLine({
  bridge,
  play,
  summary,
  start,
  log,
}: PracticeRecordProps & { summary: EncounterSummary; start: GameState; log: readonly Action[] }) {
  // A practice the Dealer's hand changed once it began is not counted (engine practiceAssist).
  const assist = useMemo(() => practiceAssist(start, log), [start, log]);
  const result = assist ? null : practiceResultOf(summary);
  const [said, setSaid] = useState<Said>({ kind: 'recording' });
  useEffect(() => {
    if (!result) return;
    let live = true;
    void recordOnce(bridge, play, result, new Date()).then((recorded) => {
      if (!live) return;
      setSaid(
        recorded.ok
          ? {
              kind: 'done',
              text: recordedWords(
                result,
                play.map,
                play.level,
                recorded.value.tally,
                recorded.value.added,
              ),
            }
          : {
              kind: 'failed',
              text: `The practice record could not be written: ${recorded.reason}.`,
            },
      );
    });
    return () => {
      live = false;
    };
  }, [bridge, play, result]);
  if (assist && summary.outcome.kind !== 'inProgress')
    return (
      <p className="practice-recorded" role="status" data-testid="practice-recorded">
        {`Not recorded: the Dealer's hand changed this practice once it began (${assist}).`}
      </p>
    );
  if (!result) return null;
  if (said.kind === 'failed')
    return (
      <p role="alert" className="error" data-testid="practice-recorded">
        {said.text}
      </p>
    );
  return (
    <p className="practice-recorded" role="status" data-testid="practice-recorded">
      {said.kind === 'done' ? said.text : 'Recording the practice…'}
    </p>
  );
}
