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
 * table's shortcuts must leave them alone: C in a save name is a letter, not the coordinates.
 */
export function isTextEntry(element: HTMLElement): boolean {
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !NOT_TYPED_IN.has(element.type);
}
