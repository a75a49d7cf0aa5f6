import { useEffect, useRef } from 'react';
import type { Stepping } from './texasStepping.ts';

/** The round one step at a time (TS4–TS8): the step now, the steps done, and on to the next. */
export function StepPanel({
  stepping,
  onNext,
  onDone,
}: {
  stepping: Stepping;
  onNext: () => void;
  onDone: () => void;
}) {
  const last = stepping.index >= stepping.events.length - 1;
  const event = stepping.events[stepping.index]!;
  // The steps done scroll in their own box: its newest, the step just before this one, stays in
  // view (a long round's first steps had kept the box at its top, the last step below it).
  const done = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = done.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [stepping.index]);
  return (
    <div data-testid="texas-steps">
      <h2>
        Step {stepping.index + 1} of {stepping.events.length}
      </h2>
      <p className={`texas-step texas-step-${event.kind}`} data-testid="texas-step">
        {event.kind === 'shot' && <span className="texas-d10">d10 {event.roll}</span>}
        {event.text}
      </p>
      <ol className="texas-done small" ref={done}>
        {stepping.events.slice(0, stepping.index).map((e, i) => (
          <li key={i}>{e.text}</li>
        ))}
      </ol>
      {last ? (
        <button type="button" onClick={onDone}>
          On to the next round
        </button>
      ) : (
        <>
          <button type="button" onClick={onNext}>
            Next step
          </button>{' '}
          {/* The TV steps through the round on its own (issue 39): the laptop may go on. */}
          <button type="button" onClick={onDone}>
            Skip to the next round
          </button>
        </>
      )}
    </div>
  );
}
