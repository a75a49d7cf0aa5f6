/** The parts of `window` the watcher reads: injectable, so it is tested without a browser. */
export interface PixelRatioSource {
  readonly devicePixelRatio: number;
  matchMedia(query: string): Pick<MediaQueryList, 'addEventListener' | 'removeEventListener'>;
}

export function currentPixelRatio(source: Pick<PixelRatioSource, 'devicePixelRatio'>): number {
  return source.devicePixelRatio || 1;
}

/**
 * Calls `onChange` with the new device pixel ratio whenever it changes: the window moved to a
 * screen of another density, or the page was zoomed. There is no event for that, only a media
 * query on the current ratio that stops matching, so the query is renewed after every change.
 * Returns a function that stops watching.
 */
export function watchPixelRatio(
  onChange: (ratio: number) => void,
  source: PixelRatioSource = window,
): () => void {
  let query: ReturnType<PixelRatioSource['matchMedia']> | null = null;
  const arm = (ratio: number) => {
    query = source.matchMedia(`(resolution: ${ratio}dppx)`);
    query.addEventListener('change', onQueryChange);
  };
  const onQueryChange = () => {
    query?.removeEventListener('change', onQueryChange);
    const ratio = currentPixelRatio(source);
    arm(ratio);
    onChange(ratio);
  };
  arm(currentPixelRatio(source));
  return () => {
    query?.removeEventListener('change', onQueryChange);
    query = null;
  };
}
