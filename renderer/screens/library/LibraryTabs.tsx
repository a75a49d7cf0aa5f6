import type { KeyboardEvent } from 'react';
import { LIBRARY_TABS, tabLabel, type LibraryTab } from './libraryKinds.ts';

/**
 * The Library's tabs, one per kind of save and one for all, each with how many it holds. The
 * arrow keys move between them, as a tab list's do; only the chosen tab is in the Tab order.
 */
export function LibraryTabs({
  tab,
  counts,
  onTab,
}: {
  tab: LibraryTab;
  counts: ReadonlyMap<LibraryTab, number>;
  onTab: (tab: LibraryTab) => void;
}) {
  const tabKeys = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next =
      LIBRARY_TABS[(LIBRARY_TABS.indexOf(tab) + step + LIBRARY_TABS.length) % LIBRARY_TABS.length]!;
    onTab(next);
    document.getElementById(`library-tab-${next}`)?.focus();
  };

  return (
    <div role="tablist" aria-label="Kinds of save" className="library-tabs">
      {LIBRARY_TABS.map((t) => (
        <button
          key={t}
          id={`library-tab-${t}`}
          type="button"
          role="tab"
          aria-selected={tab === t}
          aria-controls="library-found"
          tabIndex={tab === t ? 0 : -1}
          onKeyDown={tabKeys}
          onClick={() => onTab(t)}
        >
          {tabLabel(t)} <span className="count">{counts.get(t) ?? 0}</span>
        </button>
      ))}
    </div>
  );
}
