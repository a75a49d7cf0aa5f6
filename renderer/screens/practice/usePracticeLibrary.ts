import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { Character, PracticeRecord } from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { castCharacters, mapNames } from '../encounters/encounterLibrary.ts';
import { EXAMPLE_CARDS, loadLibraryCards, type ListedCard } from '../npcs/npcLibrary.ts';
import { loadPracticeRecord } from './practiceLibrary.ts';

/** What a practice is chosen from, as read from the library, and the record so far. */
export interface PracticeLibrary {
  maps: string[];
  characters: Character[];
  /** The built-in example cards, then the Dealer's own once read. */
  cards: readonly ListedCard[];
  /** The saves that are not cards this version can read, each with why. */
  problems: string[];
  record: PracticeRecord | null;
  recordProblem: string | null;
}

/**
 * Reads the library once for the practice screen: the maps (the first is chosen unless one
 * already is, through `setMapName`), the characters, the NPC cards and the practice record.
 */
export function usePracticeLibrary(
  bridge: AppBridge,
  setMapName: Dispatch<SetStateAction<string>>,
): PracticeLibrary {
  const [maps, setMaps] = useState<string[]>([]);
  const [characters, setCharacters] = useState<Character[]>([]);
  const [cards, setCards] = useState<readonly ListedCard[]>(EXAMPLE_CARDS);
  const [record, setRecord] = useState<PracticeRecord | null>(null);
  const [recordProblem, setRecordProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    void mapNames(bridge).then((names) => {
      if (!live) return;
      setMaps(names);
      setMapName((chosen) => chosen || (names[0] ?? ''));
    });
    void castCharacters(bridge).then((found) => live && setCharacters(found));
    void loadLibraryCards(bridge).then(({ cards: own, problems: bad }) => {
      if (!live) return;
      setCards([...EXAMPLE_CARDS, ...own]);
      setProblems(bad.map((p) => `${p.save}: ${p.reason}`));
    });
    void loadPracticeRecord(bridge).then((read) => {
      if (!live) return;
      if (read.ok) setRecord(read.value);
      else setRecordProblem(read.reason);
    });
    return () => {
      live = false;
    };
  }, [bridge, setMapName]);

  return { maps, characters, cards, problems, record, recordProblem };
}
