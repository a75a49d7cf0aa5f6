import { useEffect, useState } from 'react';
import { practiceResultOf, type EncounterOutcome, type PracticePlay } from '../../engine/index.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { recordPractice } from './practiceLibrary.ts';
import { recordedWords } from './practiceWords.ts';

/** What the summary passes for a table started from Practice. */
export interface PracticeRecordProps {
  bridge: AppBridge;
  play: PracticePlay;
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
  outcome,
}: PracticeRecordProps & { outcome: EncounterOutcome }) {
  const result = practiceResultOf(outcome);
  const [said, setSaid] = useState<Said>({ kind: 'recording' });
  useEffect(() => {
    if (!result) return;
    let live = true;
    void recordPractice(bridge, play, result, new Date()).then((recorded) => {
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
