import { useEffect, useMemo, useState } from 'react';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { editing, type Open } from './npcOpen.ts';
import {
  EXAMPLE_CARDS,
  loadLibraryCards,
  type CardProblem,
  type ListedCard,
} from './npcLibrary.ts';
import type { Said } from './SaidLine.tsx';

/**
 * The cards the NPC screen lists (the built-in examples, then the Dealer's own from the library,
 * with the saves that no longer read as cards), the card it has open and what it last said.
 * `opening`, a save name, is opened in the form as soon as the library is read, or refused in
 * words.
 */
export function useNpcCards(bridge: AppBridge, opening: string | null) {
  const [own, setOwn] = useState<ListedCard[]>([]);
  const [problems, setProblems] = useState<CardProblem[]>([]);
  const [open, setOpen] = useState<Open | null>(null);
  const [said, setSaid] = useState<Said | null>(null);

  const shown = (loaded: Awaited<ReturnType<typeof loadLibraryCards>>) => {
    setOwn(loaded.cards);
    setProblems(loaded.problems);
  };
  const reload = async () => shown(await loadLibraryCards(bridge));
  useEffect(() => {
    let live = true;
    void loadLibraryCards(bridge).then((loaded) => {
      if (!live) return;
      shown(loaded);
      if (opening === null) return;
      const listed = loaded.cards.find((c) => c.source === 'library' && c.save === opening);
      if (listed?.source === 'library') setOpen(editing(listed));
      else {
        const problem = loaded.problems.find((p) => p.save === opening);
        setSaid({
          tone: 'refused',
          text: `“${opening}” cannot be opened: ${problem?.reason ?? 'it is no longer in the library'}.`,
        });
      }
    });
    return () => {
      live = false;
    };
  }, [bridge, opening]);

  const all = useMemo(() => [...EXAMPLE_CARDS, ...own], [own]);
  return { all, problems, open, setOpen, said, setSaid, reload };
}
