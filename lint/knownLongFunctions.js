// @ts-check
/**
 * The functions over 150 lines when the limit came (issue 37, item 4; DESIGN.md: a function past
 * ~150 lines is a design smell), each held to the length it had, so none grew while they were
 * split up. None is left (item 5 split the eleven): a new one fails lint. A test fails an entry
 * that has come under the limit, so the list only shrinks.
 *
 * @type {readonly { file: string, name: string, lines: number }[]}
 */
export const KNOWN_LONG_FUNCTIONS = [];
