/**
 * The character sheet to PDF in Electron (issue 13, item 1): the main window prints its page
 * with `webContents.printToPDF`, which honours the sheet's print CSS (@media print prints the
 * sheet alone), and the Dealer chooses where the file goes. The web mode has no such call: the
 * browser's own Print dialog saves a PDF there (handlers.ts refuses the method in words).
 */

/** What printToPDF is asked for: A4 upright, the sheet's paper colours kept, default margins. */
export const SHEET_PDF_OPTIONS = {
  pageSize: 'A4',
  landscape: false,
  printBackground: true,
  margins: { marginType: 'default' },
} as const;

export interface PdfPrinter {
  printToPDF(options: typeof SHEET_PDF_OPTIONS): Promise<Uint8Array>;
}

export interface SaveDialog {
  /** Electron's dialog.showSaveDialog, answered with the path chosen or a cancel. */
  showSaveDialog(options: {
    title: string;
    defaultPath: string;
    filters: { name: string; extensions: string[] }[];
  }): Promise<{ canceled: boolean; filePath?: string }>;
}

/** A file name for the sheet from the character's name: letters, digits, spaces and dashes. */
export function sheetFileName(name: string): string {
  const safe = name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${safe || 'Character'} sheet.pdf`;
}

/**
 * Prints the page to PDF and writes it where the Dealer says; null when the Dealer cancels. The
 * PDF is made before the dialog opens, so what is saved is the sheet as it was when Print was
 * pressed.
 */
export async function printSheetToPdf(
  name: string,
  page: PdfPrinter,
  dialog: SaveDialog,
  writeFile: (path: string, bytes: Uint8Array) => Promise<void>,
): Promise<{ path: string | null }> {
  const pdf = await page.printToPDF(SHEET_PDF_OPTIONS);
  const chosen = await dialog.showSaveDialog({
    title: 'Save the character sheet',
    defaultPath: sheetFileName(name),
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
  });
  if (chosen.canceled || !chosen.filePath) return { path: null };
  await writeFile(chosen.filePath, pdf);
  return { path: chosen.filePath };
}
