import { describe, expect, it } from 'vitest';
import { menuTemplate, raiseScript, type MenuItemTemplate } from '../../../electron/menu.ts';
import { KEY_MAP, acceleratorOf } from '../../../common/keyMap.ts';

function itemsOf(template: MenuItemTemplate[]): MenuItemTemplate[] {
  return template.flatMap((menu) => menu.submenu ?? []).filter((item) => item.click);
}

describe('the application menu', () => {
  it('lists each shortcut the key map puts in a menu, under that menu, with its first chord', () => {
    const template = menuTemplate(() => {}, 'linux');
    for (const s of KEY_MAP) {
      const menu = template.find((m) => m.label === s.menu);
      const item = menu?.submenu?.find((i) => i.label === s.name);
      if (s.menu === null) expect(itemsOf(template).map((i) => i.label)).not.toContain(s.name);
      else expect(item?.accelerator, s.id).toBe(acceleratorOf(s.keys[0]));
    }
  });

  it('only shows the accelerators, so keys reach the page and its text-field rule', () => {
    for (const item of itemsOf(menuTemplate(() => {}, 'linux')))
      expect(item.registerAccelerator, item.label).toBe(false);
  });

  it('on macOS, which registers every accelerator, names a key without ⌘ in the label instead', () => {
    const items = itemsOf(menuTemplate(() => {}, 'darwin'));
    const door = items.find((i) => i.label?.startsWith('Open or close the door'))!;
    expect(door).toMatchObject({ label: 'Open or close the door (D)' });
    expect(door.accelerator).toBeUndefined();
    expect(items.find((i) => i.label === 'Undo')!.accelerator).toBe('CmdOrCtrl+Z');
  });

  it('raises the chosen shortcut in the page, telling a click from the accelerator', () => {
    const raised: [string, boolean][] = [];
    const items = itemsOf(menuTemplate((id, byKey) => void raised.push([id, byKey]), 'darwin'));
    items.find((i) => i.label === 'Undo')!.click!({}, {}, { triggeredByAccelerator: false });
    items.find((i) => i.label === 'Redo')!.click!({}, {}, { triggeredByAccelerator: true });
    expect(raised).toEqual([
      ['undo', false],
      ['redo', true],
    ]);
  });

  it('keeps the text roles Electron needs for fields on macOS, in Edit', () => {
    const edit = menuTemplate(() => {}, 'darwin').find((m) => m.label === 'Edit')!;
    expect(edit.submenu!.map((i) => i.role).filter(Boolean)).toEqual([
      'cut',
      'copy',
      'paste',
      'selectAll',
    ]);
  });

  it('writes page code that carries only the id and whether a key raised it', () => {
    expect(raiseScript('undo', true)).toBe(
      'window.dispatchEvent(new CustomEvent("high-noon:shortcut", { detail: {"id":"undo","byKey":true} }))',
    );
  });
});
