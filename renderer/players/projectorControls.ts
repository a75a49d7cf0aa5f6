import { projectorScaleOf, tvStepMsOf } from '../../engine/core.ts';
import { PUBLIC } from '../../engine/core.ts';
import { viewFor, type Session } from '../../engine/skirmish.ts';
import type { AppSettings } from '../state/settings.ts';
import { createStore, type Store } from '../../common/store.ts';
import {
  DEFAULT_CONTROLS,
  type ProjectorControls,
  type ProjectorRotation,
  type SquareRect,
} from './playersMessages.ts';

/**
 * The Dealer's controls of the players' view (issue 11, item 7), held in the Dealer's window for
 * its life: a new table keeps the projector blanked or turned as it was. They are preferences of
 * the table, not game actions: never logged, never undone.
 */
export interface PlayersControls {
  readonly current: Store<ProjectorControls>;
  setBlanked(blanked: boolean): void;
  /** Turns the view 180° or back: a TV laid flat, the players across the table. */
  toggleRotation(): void;
  /** Turns the view to face one side of the table (a quarter turn faces the players at an end). */
  setRotation(rotation: ProjectorRotation): void;
  /** A quarter turn clockwise: 0°, 90°, 180°, 270°, and round again. */
  turnQuarter(): void;
  /** The projector shows this part of the board (the Dealer's camera), until the next turn. */
  push(rect: SquareRect): void;
  /** A locked push stays through the turns, until unlocked. */
  setLocked(locked: boolean): void;
  /** Back to the projector's own framing: the whole map, or following the acting character. */
  release(): void;
  /** Shows a box of this side (CSS pixels) on the projector to match a ruler, or hides it. */
  setRuler(pixels: number | null): void;
}

export function createPlayersControls(
  initial: ProjectorControls = DEFAULT_CONTROLS,
): PlayersControls {
  const current = createStore<ProjectorControls>({ ...initial });
  const change = (patch: Partial<ProjectorControls>) => current.set({ ...current.get(), ...patch });
  return {
    current,
    setBlanked: (blanked) => change({ blanked }),
    toggleRotation: () => change({ rotation: current.get().rotation === 180 ? 0 : 180 }),
    setRotation: (rotation) => change({ rotation }),
    turnQuarter: () =>
      change({ rotation: ((current.get().rotation + 90) % 360) as ProjectorRotation }),
    push: (rect) => change({ pushed: rect }),
    setLocked: (locked) => change({ locked }),
    release: () => change({ pushed: null, locked: false }),
    setRuler: (ruler) => change({ ruler }),
  };
}

/**
 * An unlocked push lasts the turn it was made in: when someone else acts, the projector goes back
 * to its own framing. Returns the stop.
 */
export function expireUnlockedPush(session: Store<Session>, controls: PlayersControls): () => void {
  const turnOf = () => {
    const view = viewFor(session.get().current, PUBLIC);
    return `${view.round}:${view.activeId ?? ''}`;
  };
  let pushedIn: string | null = null;
  let lastPushed: SquareRect | null = null;
  const stopControls = controls.current.subscribe(() => {
    const { pushed } = controls.current.get();
    if (pushed === lastPushed) return;
    lastPushed = pushed;
    // Each push is for the turn it is made in.
    pushedIn = pushed ? turnOf() : null;
  });
  const stopSession = session.subscribe(() => {
    const { pushed, locked } = controls.current.get();
    if (!pushed || locked || pushedIn === null) return;
    const now = turnOf();
    if (now !== pushedIn) controls.current.set({ ...controls.current.get(), pushed: null });
  });
  lastPushed = controls.current.get().pushed;
  if (lastPushed) pushedIn = turnOf();
  return () => {
    stopControls();
    stopSession();
  };
}

/**
 * The calibration the projector uses: the settings' true scale, while it is on and calibrated; the
 * screen's diagonal whenever it is calibrated (the labels' size in millimetres, issue 40, item 1);
 * and standee mode (item 3).
 */
export function followCalibration(settings: AppSettings, controls: PlayersControls): () => void {
  const sync = () => {
    const scale = projectorScaleOf(settings.current.get());
    const next = {
      scale: scale.trueScale && scale.diagonalInches !== null ? scale : null,
      diagonalInches: scale.diagonalInches,
      standees: scale.standees ?? false,
    };
    const before = controls.current.get();
    const same =
      JSON.stringify(before.scale) === JSON.stringify(next.scale) &&
      before.diagonalInches === next.diagonalInches &&
      before.standees === next.standees;
    if (same) return;
    controls.current.set({ ...before, ...next });
  };
  sync();
  return settings.current.subscribe(sync);
}

/** The TV's pace through an attack's steps (issue 40, item 2): the settings', as they change. */
export function followStepPace(settings: AppSettings, controls: PlayersControls): () => void {
  const sync = () => {
    const stepMs = tvStepMsOf(settings.current.get());
    if (controls.current.get().stepMs !== stepMs)
      controls.current.set({ ...controls.current.get(), stepMs });
  };
  sync();
  return settings.current.subscribe(sync);
}
