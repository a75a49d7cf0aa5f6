import { projectorScaleOf, type Settings } from '../../engine/core.ts';
import { PUBLIC } from '../../engine/core.ts';
import { viewFor, type Session } from '../../engine/skirmish.ts';
import { createStore, type Store } from '../../common/store.ts';
import { centreOf } from '../screens/projector/projectorCamera.ts';
import { measureInPage, stripContent, stripHeight } from '../screens/projector/stripLayout.ts';
import type { ProjectorControls, ProjectorFrame } from './playersMessages.ts';
import { modelledFrame, playersScreenOf } from './playersScreen.ts';

const NO_ONE = { activeId: null, combatants: [] };

/**
 * The frame the Dealer's window takes the players' screen to show (issue 11, item 1), for the
 * miniature and the outline on the board: the projector on this machine's own report while the
 * Dealer has chosen no shape; otherwise (a TV on the LAN tells nothing) the same camera computed
 * here for the chosen shape, from the table, the controls and the calibration. Returns the store
 * and the stop.
 */
export function followShownFrame(sources: {
  session: Store<Session>;
  controls: Store<ProjectorControls>;
  settings: Store<Settings>;
  reported: Store<ProjectorFrame | null>;
}): { shown: Store<ProjectorFrame>; stop: () => void } {
  // Where the Dealer last pushed the view: at true scale, 'fixed' stays there (as the projector).
  let remembered: readonly [number, number] | null = null;
  const compute = (): ProjectorFrame => {
    const aspect = projectorScaleOf(sources.settings.get()).aspect;
    const reported = sources.reported.get();
    if (!aspect && reported) return reported;
    const controls = sources.controls.get();
    if (controls.pushed) remembered = centreOf(controls.pushed);
    const state = sources.session.get().current;
    // Whom the view follows, and whom the strip names, are publicView's to say (a hidden actor is
    // followed by no one, and named by no one).
    const view = viewFor(state, PUBLIC);
    const screen = playersScreenOf(aspect, reported);
    const everyone = controls.scale !== null && controls.scale.diagonalInches !== null;
    return modelledFrame({
      mapSize: state.map.size,
      view: controls.scale && controls.scale.follow === 'acting' ? view : NO_ONE,
      controls,
      screen,
      remembered,
      strip: stripHeight(
        stripContent(view, view.map.name ?? null, everyone),
        screen.viewport,
        measureInPage,
      ),
    });
  };
  const shown = createStore<ProjectorFrame>(compute());
  let last = JSON.stringify(shown.get());
  const update = () => {
    const next = compute();
    const key = JSON.stringify(next);
    if (key === last) return;
    last = key;
    shown.set(next);
  };
  const stops = [
    sources.session.subscribe(update),
    sources.controls.subscribe(update),
    sources.settings.subscribe(update),
    sources.reported.subscribe(update),
  ];
  return { shown, stop: () => stops.forEach((stop) => stop()) };
}
