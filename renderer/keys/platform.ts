/**
 * Whether the app runs on a Mac, where Mod is ⌘ and screen readers announce Meta: the handlers
 * accept Ctrl and ⌘ alike, only the words and aria-keyshortcuts differ.
 */
export const IS_MAC =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');
