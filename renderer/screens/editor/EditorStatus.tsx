import { useSyncExternalStore } from 'react';
import type { MeasureReading } from '../../tools/measureReading.ts';
import type { EditorStore } from './editorStore.ts';

/**
 * What the editor has to say, at the top of its column: why the last edit was refused (or what
 * an accepted one changed besides what was pointed at), the Measure tool's reading, and, while
 * the map has errors, that it can be saved but not played, and why.
 */
export function EditorStatus({
  editor,
  measure,
  unplayable,
  refusalShown,
}: {
  editor: EditorStore;
  measure: MeasureReading | null;
  /** The engine's reason the map cannot be played, or null when it can. */
  unplayable: string | null;
  /** "Play this map" was pressed on an unplayable map: the reason is announced. */
  refusalShown: boolean;
}) {
  const message = useSyncExternalStore(editor.message.subscribe, editor.message.get);
  return (
    <section
      className={`panel editor-status${message || measure || unplayable ? '' : ' quiet'}`}
      aria-label="Editor status"
    >
      <p
        className={message?.tone === 'refused' ? 'refusal' : 'report'}
        role={message?.tone === 'refused' ? 'alert' : 'status'}
        data-testid="editor-message"
      >
        {message?.text ?? ''}
      </p>
      {measure && (
        <p className="measure" data-testid="editor-measure">
          {measure.text}
        </p>
      )}
      {unplayable && (
        <p
          id="editor-unplayable"
          className="refusal"
          role={refusalShown ? 'alert' : undefined}
          data-testid="editor-unplayable"
        >
          {withoutPreamble(unplayable)}. The map can be saved but not played until this is fixed.
        </p>
      )}
    </section>
  );
}

/**
 * The engine's reason opens with "the map cannot be played yet: " before the errors; this line
 * says that in its own words, so only the errors are kept, as a sentence's start.
 */
function withoutPreamble(reason: string): string {
  const errors = reason.replace(/^the map cannot be played yet:\s*/, '');
  return errors.charAt(0).toUpperCase() + errors.slice(1);
}
