/**
 * Board text uses the bundled font (Atkinson Hyperlegible); measuring a label before it loads
 * would size every label wrong, so every board waits for it before it is made.
 */
export function boardFontsLoaded(): Promise<unknown> {
  return Promise.all([
    document.fonts.load('400 16px "Atkinson Hyperlegible"'),
    document.fonts.load('700 16px "Atkinson Hyperlegible"'),
  ]);
}
