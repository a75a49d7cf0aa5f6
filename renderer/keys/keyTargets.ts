/** Input types that take no typing: keys pressed on them are the table's, not the field's. */
const NOT_TYPED_IN = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/**
 * Whether keys pressed on an element are typing (a name, a chip count, a choice in a list), so the
 * table's shortcuts must leave them alone: C in a save name is a letter, not the coordinates, and
 * Ctrl+Z there undoes the typing, not the game (Excalidraw's isWritableElement).
 */
export function isTextEntry(element: HTMLElement): boolean {
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !NOT_TYPED_IN.has(element.type);
}

/** Elements that Enter or Space press (or tick) themselves. */
const PRESSED = 'button, a[href], summary, input, [role="button"], [role="checkbox"]';
/** Elements whose arrow keys move a value. */
const STEPPED = 'input[type="range"], input[type="radio"], [role="slider"], [role="radiogroup"] *';

/**
 * Whether a focused element takes this key itself, so no shortcut may: every key of a text field;
 * Enter and Space on a button (it presses itself: Enter on "End movement" ends the movement,
 * once) or a checkbox (Space ticks it); arrows on a slider. A ticked checkbox keeps the focus, and
 * must not keep the table's other keys with it (Ctrl+Y right after ticking auto-advance redoes).
 */
export function ownsKey(element: HTMLElement, e: Pick<KeyboardEvent, 'key'>): boolean {
  if (isTextEntry(element)) return true;
  if (e.key === 'Enter' || e.key === ' ') return element.closest(PRESSED) !== null;
  if (e.key.startsWith('Arrow')) return element.closest(STEPPED) !== null;
  return false;
}
