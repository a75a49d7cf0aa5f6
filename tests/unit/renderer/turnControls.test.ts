import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  activeCharacter,
  isLegal,
  legalActions,
  type Action,
  type GameState,
} from '../../../engine/index.ts';
import { offersOf, type Control } from '../../../renderer/panels/controls.ts';
import { turnControls, type TurnControls } from '../../../renderer/panels/turnControls.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { play } from '../engine/game/drive.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { DECLARE_ATTACK } from '../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../engine/game/records/defend.ts';
import { DRAW } from '../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../engine/game/records/endPhase.ts';
import { TOGGLE_DOOR } from '../../../engine/game/records/toggleDoor.ts';

function controlsOf(c: TurnControls): Control[] {
  return [
    ...(c.beginRound ? [c.beginRound] : []),
    ...c.phase,
    ...c.doors,
    ...(c.continueStep ? [c.continueStep] : []),
    ...[...(c.defence?.values() ?? [])].flat(),
    ...Object.values(c.spend),
    c.nextDay,
  ];
}

function offered(state: GameState, action: Action): boolean {
  const actor = 'who' in action ? action.who : 'dealer';
  return legalActions(state, actor).actions.some((listed) => isDeepStrictEqual(listed, action));
}

/** The panel's promise: enabled exactly when legalActions offers it, else isLegal's words. */
function expectOneAuthority(state: GameState): TurnControls {
  const controls = turnControls(state, offersOf(state));
  for (const control of controlsOf(controls)) {
    const verdict = isLegal(state, control.action);
    expect(control.enabled, `${control.label}: offered`).toBe(offered(state, control.action));
    expect(control.enabled, `${control.label}: isLegal`).toBe(verdict.ok);
    expect(control.reason, control.label).toBe(verdict.ok ? null : verdict.message);
  }
  return controls;
}

const begun = () => play(encounter(), { type: BEGIN_TURNS.type });

describe('the turn panel’s controls: one authority', () => {
  it('at the round’s start: the Dealer begins it; no one’s chips are spent', () => {
    const c = expectOneAuthority(encounter());
    expect(c.beginRound).toMatchObject({ label: 'Begin round 1', enabled: true });
    expect(c.phase).toEqual([]);
    expect(c.spend).toEqual({});
  });

  it('in the Movement phase: End movement, the doors listed, and chips this phase takes', () => {
    const s = begun();
    const c = expectOneAuthority(s);
    expect(c.beginRound).toBeNull();
    expect(c.phase.map((p) => [p.label, p.action])).toEqual([
      ['End movement', { type: END_PHASE.type, who: 'kate' }],
    ]);
    expect(c.doors).toEqual([]);
    // Kate has no Speed chip: the button says so in the engine's words (H3).
    expect(c.spend.speed).toMatchObject({ enabled: false });
    expect(c.spend.speed!.reason).toMatch(/^Marshal Kate has no speed chip left/);
  });

  it('Ned’s chips: Draw in any phase, Action only in the Action phase (H1)', () => {
    let s = begun();
    while (activeCharacter(s) !== 'ned') {
      const who = activeCharacter(s)!;
      s = play(
        s,
        { type: END_PHASE.type, who },
        { type: END_PHASE.type, who },
        { type: DRAW.type, who },
      );
    }
    const c = expectOneAuthority(s);
    expect(c.spend.action!.reason).toBe('An action chip is spent in the Action phase.');
    const acting = expectOneAuthority(play(s, { type: END_PHASE.type, who: 'ned' }));
    expect(acting.spend.action!.enabled).toBe(true);
  });

  it('beside a door: one button per TOGGLE_DOOR listed, the first on D; none with no movement left', () => {
    const s = play(encounter(7, {}, { kate: [5, 3] }), { type: BEGIN_TURNS.type });
    const c = expectOneAuthority(s);
    expect(c.doors.map((d) => [d.label, d.shortcut, d.enabled])).toEqual([
      ['Open the door at F4/G4 (D)', 'D', true],
    ]);
    // Six times the door (M3, 1 movement each): Kate still stands beside it, with no movement left.
    const toggle = { type: TOGGLE_DOOR.type, who: 'kate', door: 0 } as const;
    const spent = play(s, toggle, toggle, toggle, toggle, toggle, toggle);
    expect(expectOneAuthority(spent).doors).toEqual([]);
  });

  it('in the Action phase and the Draw phase: the phase’s own end', () => {
    const acting = play(begun(), { type: END_PHASE.type, who: 'kate' });
    const c = expectOneAuthority(acting);
    expect(c.phase.map((p) => p.label)).toEqual(['End action']);
    const drawing = play(acting, { type: END_PHASE.type, who: 'kate' });
    expect(expectOneAuthority(drawing).phase.map((p) => [p.label, p.action])).toEqual([
      ['Draw and end turn', { type: DRAW.type, who: 'kate' }],
    ]);
  });

  it('a defence: every DEFEND listed, by Defense chips; then Continue for the steps', () => {
    const declared = play(
      begun(),
      { type: END_PHASE.type, who: 'kate' },
      { type: DECLARE_ATTACK.type, who: 'kate', target: 'tom', weapon: true },
    );
    const c = expectOneAuthority(declared);
    const listed = legalActions(declared, 'tom').actions.filter((a) => a.type === DEFEND.type);
    const shown = [...c.defence!.values()].flat();
    expect(shown.map((d) => d.action)).toHaveLength(listed.length);
    for (const action of listed) expect(shown.map((d) => d.action)).toContainEqual(action);
    expect(c.defence!.get(0)!.at(-1)).toMatchObject({ label: 'No card', card: null });
    expect(c.spend.speed!.enabled).toBe(false);
    // The next-day button is refused during an attack, with the gate's reason.
    expect(c.nextDay.enabled).toBe(false);
    const stepping = play(declared, { type: DEFEND.type, who: 'tom' });
    expect(expectOneAuthority(stepping).continueStep).toMatchObject({
      label: 'Continue (Space)',
      enabled: true,
    });
  });
});
