import { useMemo, useState } from 'react';
import type { SaveRef } from '../../../engine/core.ts';
import { LibraryList, type Summary } from './LibraryList.tsx';
import { LibraryTabs } from './LibraryTabs.tsx';
import type { LibraryTab } from './libraryKinds.ts';
import { matching, searchKeys } from './librarySearch.ts';

/**
 * The Library's left side: the saves of one kind (or all), found by name as it is typed. The tab
 * and the search are its own; the save shown and the ticks are the screen's, as the right side
 * and the bundle export read them.
 */
export function LibraryBrowse({
  saves,
  current,
  ticked,
  onShow,
  onTick,
}: {
  saves: readonly Summary[];
  /** The key (`refKey`) of the save shown, or null. */
  current: string | null;
  ticked: ReadonlySet<string>;
  onShow: (entry: Summary) => void;
  onTick: (entry: SaveRef, on: boolean) => void;
}) {
  const [tab, setTab] = useState<LibraryTab>('all');
  const [query, setQuery] = useState('');

  const keys = useMemo(() => searchKeys(saves), [saves]);
  const counts = useMemo(() => {
    const byKind = new Map<LibraryTab, number>([['all', saves.length]]);
    for (const s of saves) byKind.set(s.kind, (byKind.get(s.kind) ?? 0) + 1);
    return byKind;
  }, [saves]);
  const found = useMemo(
    () => matching(tab === 'all' ? saves : saves.filter((s) => s.kind === tab), keys, query),
    [saves, keys, tab, query],
  );

  return (
    <section className="panel library-browse" aria-label="Saves">
      <LibraryTabs tab={tab} counts={counts} onTab={setTab} />
      <div id="library-found" role="tabpanel" aria-labelledby={`library-tab-${tab}`}>
        <label className="library-search">
          <span>Search by name</span>
          <input
            type="search"
            value={query}
            autoFocus
            autoComplete="off"
            placeholder="Type part of a name"
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <p className="muted found-count" role="status">
          {found.length} of {tab === 'all' ? saves.length : (counts.get(tab) ?? 0)}
        </p>
        <LibraryList
          key={`${tab}:${query}`}
          found={found}
          showKind={tab === 'all'}
          current={current}
          ticked={ticked}
          onShow={onShow}
          onTick={onTick}
        />
      </div>
    </section>
  );
}
