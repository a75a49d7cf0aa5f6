/**
 * Issue 40, item 6: after a choice in a dropdown, the table's keys work again. A focused select
 * takes every letter (B would pick an option starting with B, not blank the projector), so a
 * choice made with the mouse hands the focus back to the page. A choice made with the keyboard
 * (arrows on a closed select change it at once) keeps the focus: the Dealer is still choosing.
 */
export function returnFocusAfterPick(root: Document = document): () => void {
  let keyed: { on: EventTarget | null; at: number } = { on: null, at: -Infinity };
  const onKey = (e: Event) => {
    keyed = { on: e.target, at: performance.now() };
  };
  const onChange = (e: Event) => {
    const picked = e.target;
    if (!(picked instanceof HTMLSelectElement)) return;
    if (keyed.on === picked && performance.now() - keyed.at < KEYED_MS) return;
    picked.blur();
  };
  root.addEventListener('keydown', onKey, true);
  root.addEventListener('change', onChange, true);
  return () => {
    root.removeEventListener('keydown', onKey, true);
    root.removeEventListener('change', onChange, true);
  };
}

/** How soon after a key on it a select's change counts as the keyboard's. */
const KEYED_MS = 500;
