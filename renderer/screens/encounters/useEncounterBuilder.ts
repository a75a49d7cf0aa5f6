import { useCallback, useEffect, useState } from 'react';
import { describeIssues } from '../../../engine/core.ts';
import { encounterSchema, type Character } from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { EXAMPLE_CARDS, loadLibraryCards, type ListedCard } from '../npcs/npcLibrary.ts';
import { freshBuild, type Built } from './builtEncounter.ts';
import { CastStore } from './castStore.ts';
import { draftOfEncounter, encounterOf, type EncounterDraft } from './encounterDraft.ts';
import {
  castCharacters,
  encounterNamed,
  encounterNames,
  mapNamed,
  mapNames,
  SAMPLE_ENCOUNTERS,
} from './encounterLibrary.ts';
import type { Said } from './encounterSaid.ts';
import { useCastView } from './useCastView.ts';

/**
 * The encounter builder's file: what the library offers it (maps, saved encounters, the
 * characters and NPC cards to cast), the encounter being built and its name, and what came of
 * the last action. On opening it reads the library, then opens `opening` (a listed encounter)
 * or else the first map; a map, a listed encounter and a save are each done here.
 */
export function useEncounterBuilder(bridge: AppBridge, opening: string | null) {
  const [maps, setMaps] = useState<string[]>([]);
  const [saved, setSaved] = useState<string[]>([]);
  const [characters, setCharacters] = useState<Character[]>([]);
  const [cards, setCards] = useState<ListedCard[]>([...EXAMPLE_CARDS]);
  const [built, setBuilt] = useState<Built | null>(null);
  const [name, setName] = useState('');
  const [toLoad, setToLoad] = useState(SAMPLE_ENCOUNTERS[0]!.name);
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);

  const openMap = useCallback(
    async (mapName: string, keep: Built | null) => {
      const read = await mapNamed(bridge, mapName);
      if (!read.ok) return setSaid({ tone: 'refused', text: `Cannot open it: ${read.reason}.` });
      const next = freshBuild(read.value, mapName);
      // Another map keeps the cast where it stood: what no longer fits is flagged at Start.
      if (keep) next.cast = new CastStore({ ...read.value, tokens: keep.cast.map.tokens });
      setBuilt({ cast: next.cast, draft: { ...(keep?.draft ?? next.draft), mapName } });
    },
    [bridge],
  );

  /** A listed encounter in the builder, its cast seated from `posse`; what came of it, in words. */
  const loadInto = useCallback(
    async (listed: string, posse: readonly Character[]): Promise<Said> => {
      const read = await encounterNamed(bridge, listed);
      if (!read.ok) return { tone: 'refused', text: `Not loaded: ${read.reason}` };
      const map = await mapNamed(bridge, read.value.map);
      if (!map.ok) return { tone: 'refused', text: `Not loaded: ${map.reason}.` };
      const back = draftOfEncounter(read.value, map.value, posse);
      setBuilt({ cast: new CastStore(back.map), draft: back.draft });
      setName(SAMPLE_ENCOUNTERS.some((s) => s.name === listed) ? '' : listed);
      return { tone: 'ok', text: `Loaded “${listed}”.` };
    },
    [bridge],
  );

  useEffect(() => {
    let live = true;
    void (async () => {
      const [names, encounters, posse, own] = await Promise.all([
        mapNames(bridge),
        encounterNames(bridge),
        castCharacters(bridge),
        loadLibraryCards(bridge),
      ]);
      if (!live) return;
      setMaps(names);
      setSaved(encounters);
      setCharacters(posse);
      setCards([...EXAMPLE_CARDS, ...own.cards]);
      if (opening) {
        setToLoad(opening);
        const said = await loadInto(opening, posse);
        if (live) setSaid(said);
        if (said.tone === 'ok') return;
      }
      await openMap(names[0]!, null);
    })();
    return () => {
      live = false;
    };
  }, [bridge, openMap, opening, loadInto]);

  const { tokens, boardSaid } = useCastView(built);
  const draft = built?.draft;
  const setDraft = (change: (d: EncounterDraft) => EncounterDraft) =>
    setBuilt((b) => (b ? { ...b, draft: change(b.draft) } : b));

  async function save() {
    if (!built || !draft) return;
    const title = name.trim();
    if (!title) return setSaid({ tone: 'refused', text: 'Not saved: give the encounter a name.' });
    const parsed = encounterSchema.safeParse(encounterOf(draft, tokens));
    if (!parsed.success)
      return setSaid({ tone: 'refused', text: `Not saved: ${describeIssues(parsed.error)}.` });
    setBusy(true);
    try {
      const overwrite = saved.includes(title);
      const written = await bridge.writeSave({
        kind: 'encounter',
        name: title,
        data: parsed.data,
        ...(overwrite ? { overwrite } : {}),
      });
      if (!written.ok)
        return setSaid({ tone: 'refused', text: `Not saved: ${written.error.message}` });
      setSaved(await encounterNames(bridge));
      setSaid({ tone: 'ok', text: `Saved “${written.value.name}” to the library.` });
    } finally {
      setBusy(false);
    }
  }

  async function load(listed: string) {
    setBusy(true);
    try {
      setSaid(await loadInto(listed, characters));
    } finally {
      setBusy(false);
    }
  }

  return {
    maps,
    saved,
    characters,
    cards,
    built,
    draft,
    tokens,
    boardSaid,
    setDraft,
    name,
    setName,
    toLoad,
    setToLoad,
    said,
    setSaid,
    busy,
    openMap,
    save,
    load,
  };
}
