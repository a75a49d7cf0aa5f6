import { createActor } from 'xstate';
import type { Action } from '../../engine/game/actions.ts';
import { encounterFromMap } from '../../engine/game/encounterFromMap.ts';
import type { RulesOptions } from '../../engine/rules/rulesOptions.ts';
import type { GameState } from '../../engine/game/gameState.ts';
import { movingUnit, activeCharacter, othersFor } from '../../engine/game/queries.ts';
import { act, redo, startSession, undo, type Session } from '../../engine/game/session.ts';
import { doorsBeside } from '../../engine/grid/doorsBeside.ts';
import { findPath } from '../../engine/grid/findPath.ts';
import type { Character } from '../../engine/model/character.ts';
import type { Square } from '../../engine/model/geometry.ts';
import type { GameMap } from '../../engine/model/map.ts';
import { findWeapon } from '../../engine/rules/weapons.ts';
import { tableTool, type ToolIntent } from '../tools/tableTool.ts';
import { overlayModel, type OverlayModel } from './overlayModel.ts';
import { createStore, type Store } from './store.ts';

/** What the table is told besides the log (which is the session's own, session.events). */
export interface Feedback {
  /** The last refusal, in words ("no line of sight: …"), until the next accepted action. */
  rejection: string | null;
}

/** What the attack is made with, when the player clicks an enemy: the weapon, or a card. */
export type AttackChoice = { kind: 'weapon' } | { kind: 'card'; id: string } | { kind: 'best' };

/**
 * What else goes with the next attack (A2, H1, H2): an ammunition card, and the chips anted with
 * the declaration. Cleared after each attack and at each new turn, so nothing is spent by surprise.
 */
export interface AttackExtras {
  ammo: string | null;
  attackChips: number;
  attackMode: 'attack' | 'damage';
  rangeChips: number;
}

export const NO_EXTRAS: AttackExtras = {
  ammo: null,
  attackChips: 0,
  attackMode: 'attack',
  rangeChips: 0,
};

/**
 * The table as the renderer holds it: the game session (the engine's, replayable), the pointer
 * tool, and what to tell the players. Everything goes through act(), which asks applyAction; the
 * renderer never edits game state itself.
 */
export class TableStore {
  readonly session: Store<Session>;
  readonly feedback = createStore<Feedback>({ rejection: null });
  readonly overlay: Store<OverlayModel>;
  readonly attackChoice = createStore<AttackChoice>({ kind: 'best' });
  readonly attackExtras = createStore<AttackExtras>(NO_EXTRAS);
  /**
   * A display preference, not a game action: when on, the table itself steps an attack through
   * its shown steps (A4–A8) as soon as the defence is in. Never logged, never clears redo.
   */
  readonly autoAdvance = createStore<boolean>(false);
  private readonly tool = createActor(tableTool).start();
  private lastActive: string | null = null;

  constructor(session: Session) {
    this.session = createStore(session);
    this.overlay = createStore(this.computeOverlay());
    this.session.subscribe(() => this.refresh());
    this.tool.subscribe(() => this.overlay.set(this.computeOverlay()));
    this.tool.on('intent', (intent) => this.onIntent(intent));
    // The hovered sight line and the field of fire follow the ammunition and Range chips chosen.
    this.attackChoice.subscribe(() => this.overlay.set(this.computeOverlay()));
    this.attackExtras.subscribe(() => this.overlay.set(this.computeOverlay()));
  }

  /** A new table on a prepared map, its tokens taking part where they stand. */
  static forMap(
    map: GameMap,
    options: { seed: number; characters?: readonly Character[]; rules?: RulesOptions },
  ): TableStore {
    return new TableStore(
      startSession(
        encounterFromMap(map, {
          seed: options.seed,
          characters: options.characters,
          ...(options.rules ? { rules: options.rules } : {}),
        }),
      ),
    );
  }

  get state(): GameState {
    return this.session.get().current;
  }

  /** Applies an action; a refusal is shown, not thrown. Returns whether it was accepted. */
  act(action: Action): boolean {
    const result = act(this.session.get(), action);
    if (!result.ok) {
      this.feedback.set({ ...this.feedback.get(), rejection: result.message });
      return false;
    }
    this.feedback.set({ rejection: null });
    this.session.set(result.session);
    if (this.autoAdvance.get()) this.runShownSteps();
    return true;
  }

  /** Turns auto-advance on or off; turning it on finishes the steps of an attack under way. */
  setAutoAdvance(on: boolean): void {
    this.autoAdvance.set(on);
    if (on) this.runShownSteps();
  }

  /** CONTINUE through the attack's shown steps, if one is under way past its defence. */
  private runShownSteps(): void {
    for (let guard = 0; guard < 16; guard++) {
      const attack = this.state.attack;
      if (!attack || attack.flow.value === 'awaitingDefense') return;
      if (!this.act({ type: 'CONTINUE' })) return;
    }
  }

  undo(): void {
    const back = undo(this.session.get());
    if (back) this.session.set(back);
  }

  redo(): void {
    const forward = redo(this.session.get());
    if (forward) this.session.set(forward);
  }

  /** The board's pointer, in squares. */
  hover(square: Square | null): void {
    this.tool.send({ type: 'HOVER', square });
  }

  click(square: Square): void {
    const token = Object.values(this.state.combatants).find(
      (c) => c.at[0] === square[0] && c.at[1] === square[1],
    );
    this.tool.send({
      type: 'CLICK',
      square,
      token: token ? { id: token.id, side: token.side } : null,
    });
  }

  select(id: string | null): void {
    const c = id ? this.state.combatants[id] : undefined;
    this.tool.send({ type: 'SELECT', token: c ? { id: c.id, side: c.side } : null });
  }

  /** M3, the D key: open or close the first door beside the character whose Movement phase it is. */
  toggleDoorBeside(): void {
    const who = activeCharacter(this.state);
    if (!who || this.state.turn?.flow.value !== 'movement') return;
    const [door] = doorsBeside(this.state.map, this.state.combatants[who]!.at);
    if (door === undefined) {
      this.feedback.set({ ...this.feedback.get(), rejection: 'There is no door beside you (M3).' });
      return;
    }
    this.act({ type: 'TOGGLE_DOOR', who, door });
  }

  escape(): void {
    this.tool.send({ type: 'ESCAPE' });
  }

  private refresh(): void {
    // A new turn selects whoever now acts, as a player would expect, and starts from the strongest
    // attack: the last character's choice (a weapon, a card) is not this one's to make.
    const active = activeCharacter(this.state);
    if (active !== this.lastActive) {
      this.lastActive = active;
      this.attackChoice.set({ kind: 'best' });
      this.attackExtras.set(NO_EXTRAS);
      if (active) this.select(active);
    }
    this.overlay.set(this.computeOverlay());
  }

  private computeOverlay(): OverlayModel {
    const { selected, hover } = this.tool.getSnapshot().context;
    const last = this.session.get().log.at(-1)?.type;
    const showResolvedAttack = last === 'DEFEND' || last === 'CONTINUE';
    const mover = selected ? this.state.combatants[selected] : undefined;
    const extras = this.attackExtras.get();
    const ammo = mover?.ammo.find((a) => a.id === extras.ammo);
    return overlayModel(this.state, {
      selected,
      hover,
      showResolvedAttack,
      attack: mover
        ? {
            withWeapon: 'weapon' in this.attackWith(mover.id),
            slug: ammo?.slug ?? false,
            rangeChips: extras.rangeChips,
          }
        : undefined,
    });
  }

  private onIntent(intent: ToolIntent): void {
    const state = this.state;
    if (intent.intent === 'move') {
      const mover = state.combatants[intent.who]!;
      const unit = movingUnit(state, mover);
      const path = findPath(state.map, unit, othersFor(state, mover), intent.to, state.options);
      if (!path) {
        this.feedback.set({
          ...this.feedback.get(),
          rejection: `${mover.name} has no legal way to that square.`,
        });
        return;
      }
      this.act({ type: 'MOVE', who: intent.who, path: path.path });
      return;
    }
    const extras = this.attackExtras.get();
    const chips = {
      ...(extras.attackChips > 0
        ? { attack: extras.attackChips, attackMode: extras.attackMode }
        : {}),
      ...(extras.rangeChips > 0 ? { range: extras.rangeChips } : {}),
    };
    const declared = this.act({
      type: 'DECLARE_ATTACK',
      who: intent.who,
      target: intent.target,
      ...this.attackWith(intent.who),
      ...(extras.ammo ? { ammo: extras.ammo } : {}),
      ...(Object.keys(chips).length ? { chips } : {}),
    });
    if (declared) this.attackExtras.set(NO_EXTRAS);
  }

  /** The card or weapon the player chose, or the strongest of them. */
  private attackWith(who: string): { weapon: true } | { card: string } {
    const c = this.state.combatants[who]!;
    const choice = this.attackChoice.get();
    if (choice.kind === 'weapon') return { weapon: true };
    if (choice.kind === 'card' && c.hand.includes(choice.id)) return { card: choice.id };
    const best = [...c.hand].sort((a, b) => c.cards[b]!.attack - c.cards[a]!.attack)[0];
    const weaponAttack = c.weapon ? (findWeapon(c.weapon)?.attack ?? -1) : -1;
    return best === undefined || weaponAttack >= c.cards[best]!.attack
      ? { weapon: true }
      : { card: best };
  }
}
