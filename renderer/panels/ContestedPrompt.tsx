/**
 * A session another window plays (issue 10, sessions): viewed read-only, taken over, or left
 * alone. The Sessions panel and the start screen's Resume ask the same way.
 */
export function ContestedPrompt({
  message,
  busy,
  onView,
  onTakeOver,
  onCancel,
}: {
  message: string;
  busy: boolean;
  onView: () => void;
  onTakeOver: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="prompt" role="group" aria-label="Session in use">
      <p>{message}</p>
      <button type="button" disabled={busy} onClick={onView}>
        View read-only
      </button>
      <button type="button" disabled={busy} onClick={onTakeOver}>
        Take over
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
