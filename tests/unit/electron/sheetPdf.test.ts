import { describe, expect, it } from 'vitest';
import { createHandlers, dispatch } from '../../../electron/handlers.ts';
import type { SHEET_PDF_OPTIONS } from '../../../electron/sheetPdf.ts';
import { printSheetToPdf, sheetFileName, type SaveDialog } from '../../../electron/sheetPdf.ts';
import type { SaveStore } from '../../../electron/store/saveStore.ts';
import type { SettingsStore } from '../../../electron/store/settingsStore.ts';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);

function fakes(answer: { canceled: boolean; filePath?: string }) {
  const asked: { options?: unknown; dialog?: Parameters<SaveDialog['showSaveDialog']>[0] } = {};
  const written: [string, Uint8Array][] = [];
  return {
    asked,
    written,
    page: {
      printToPDF: async (options: typeof SHEET_PDF_OPTIONS) => {
        asked.options = options;
        return PDF;
      },
    },
    dialog: {
      showSaveDialog: async (options: Parameters<SaveDialog['showSaveDialog']>[0]) => {
        asked.dialog = options;
        return answer;
      },
    },
    write: async (file: string, bytes: Uint8Array) => {
      written.push([file, bytes]);
    },
  };
}

describe('the character sheet to PDF (issue 13, item 1: printToPDF in Electron)', () => {
  it('prints the page A4 with its paper colours and writes it where the Dealer chose', async () => {
    const f = fakes({ canceled: false, filePath: '/home/dealer/Ned sheet.pdf' });
    const result = await printSheetToPdf('Ned', f.page, f.dialog, f.write);
    expect(f.asked.options).toEqual({
      pageSize: 'A4',
      landscape: false,
      printBackground: true,
      margins: { marginType: 'default' },
    });
    expect(f.asked.dialog).toMatchObject({
      defaultPath: 'Ned sheet.pdf',
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    });
    expect(f.written).toEqual([['/home/dealer/Ned sheet.pdf', PDF]]);
    expect(result).toEqual({ path: '/home/dealer/Ned sheet.pdf' });
  });

  it('writes nothing when the Dealer cancels the dialog', async () => {
    const f = fakes({ canceled: true });
    expect(await printSheetToPdf('Ned', f.page, f.dialog, f.write)).toEqual({ path: null });
    expect(f.written).toEqual([]);
  });

  it('names the file from the character without path or odd characters', () => {
    expect(sheetFileName('../../etc/Marshal "Kate"')).toBe('etc Marshal Kate sheet.pdf');
    expect(sheetFileName('***')).toBe('Character sheet.pdf');
  });

  it('is refused in words by the web host, where the browser prints', async () => {
    const handlers = createHandlers(
      { saves: {} as SaveStore, settings: {} as SettingsStore },
      { version: 'test', transport: 'http', dataDir: '/tmp' },
    );
    expect(await dispatch(handlers, 'printSheet', { name: 'Ned' })).toEqual({
      ok: false,
      error: {
        code: 'unsupported',
        message: 'This window prints through the browser: choose Print, then “Save as PDF”.',
      },
    });
  });
});
