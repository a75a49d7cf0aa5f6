import { playedFirstWords } from '../room/playedFirst.ts';
import { type Square } from '../../engine/core.ts';
import {
  activeCharacter,
  attackOptions,
  doorBeside,
  encounterFromMap,
  isLegal,
  planMove,
  practiceSeatsRefusal,
  previewAttack,
  SKIRMISH,
  startSession,
  strongestAttack,
  withControl,
  type Action,
  type Character,
  type GameEvent,
  type GameMap,
  type GameState,
  type Rejection,
  type RulesOptions,
  type Session,
  type TableControl,
} from '../../engine/skirmish.ts';
import {
  NO_SELECTION,
  type PlaySight,
  type Selection,
  type TableIntent,
  type TokenRef,
} from '../tools/playIntents.ts';
import { overlayModel, type AttackPlan, type OverlayModel } from './overlayModel.ts';
import { GameTable } from './gameTable.ts';
import { ResolvedAttackHold } from './resolvedAttackHold.ts';
import { createStore, type Store } from '../../common/store.ts';
import { CONTINUE, DECLARE_ATTACK, DEFEND, MOVE, PLACE_TOKEN } from '../../engine/skirmish.ts';
import { ComputerChannel } from '../room/roomComputer.ts';
import { RoomSaving } from '../room/roomSaving.ts';

/** What the table is told besides the log (which is the session's own, session.events). */
export interface Feedback {
  /** The last refusal, in words ("no line of sight: …"), until the next accepted action. */
  rejection: string | null;
  /**
   * What to do next when a click did not do what it may have meant: an enemy clicked with nobody
   * of the acting side selected (after Esc, say) is only selected, so the table says how to shoot
   * it, or the engine's reason it cannot be shot now. Cleared by the next click, Esc or action.
   */
  hint: string | null;
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
 * The table as the renderer holds it: the game session (the engine's, replayable), the selection
 * and the pointer, and what to tell the players. The tools word the pointer as intents
 * (tools/playIntents.ts) and the store applies them (apply); every game change goes through act(),
 * which asks applyAction: the renderer never edits game state itself.
 */
let tablesMade = 0;

export class TableStore {
  /** Which table this is, in this page: the board marks itself with it once it shows this one. */
  readonly serial = ++tablesMade;
  /** The game, as every table holds one (gameTable.ts): its session, and read-only or not. */
  readonly game: GameTable<GameState, Action, GameEvent, Rejection, Session>;
  readonly session: Store<Session>;
  readonly feedback = createStore<Feedback>({ rejection: null, hint: null });
  readonly overlay: Store<OverlayModel>;
  readonly attackChoice = createStore<AttackChoice>({ kind: 'best' });
  readonly attackExtras = createStore<AttackExtras>(NO_EXTRAS);
  /**
   * A display preference, not a game action: when on, the table itself steps an attack through
   * its shown steps (A4–A8) as soon as the defence is in. Never logged, never clears redo.
   */
  readonly autoAdvance = createStore<boolean>(false);
  /**
   * Why this window may only look at the game (another window plays it, or took it over), or
   * null while it plays: every action and undo is then refused with these words.
   */
  readonly readOnly: Store<string | null>;
  /**
   * Where the table room autosaves this table (issue 38), and what it said of each write: the
   * window's autosave (autosave.ts) and its mirror on the room (tableMirror.ts) meet here.
   */
  readonly roomSaving = new RoomSaving();
  /** Where the computer plays (the table room's seats, or this window) and what it says of it. */
  readonly computerChannel = new ComputerChannel();
  /**
   * The Dealer's "place by hand" (PLACE_TOKEN): the token waiting for a square, or null. While set,
   * a click on the board places it there instead of going to the pointer tool; Esc cancels.
   */
  readonly placing = createStore<string | null>(null);
  /**
   * Whose character card the sidebar shows: the token last clicked, else the one last selected (a
   * new turn selects whoever acts, so the keyboard reaches its card); Esc closes it. A view, not a
   * game action: never logged, never undone.
   */
  readonly cardShown = createStore<string | null>(null);
  /** The token selected, kept across tool changes (Measure and back keeps it). */
  readonly selection = createStore<Selection>(NO_SELECTION);
  /** The square under the pointer, or null: the path and sight line follow it. */
  private readonly pointer = createStore<Square | null>(null);
  private lastActive: string | null = null;
  /** A resolved attack's breakdown stays a moment, then collapses into the log (or on a click). */
  private readonly resolvedHold = new ResolvedAttackHold(() =>
    this.overlay.set(this.computeOverlay()),
  );
  private lastSelected: string | null = null;

  constructor(session: Session) {
    this.game = new GameTable(SKIRMISH, session);
    this.session = this.game.session;
    this.readOnly = this.game.readOnly;
    this.overlay = createStore(this.computeOverlay());
    this.session.subscribe(() => this.refresh());
    this.selection.subscribe(() => {
      this.followSelection();
      this.overlay.set(this.computeOverlay());
    });
    this.pointer.subscribe(() => this.overlay.set(this.computeOverlay()));
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
    const result = this.game.play(action);
    if (!result.ok) {
      this.feedback.set({ ...this.feedback.get(), rejection: result.message });
      return false;
    }
    this.feedback.set({ rejection: null, hint: null });
    if (this.autoAdvance.get()) this.runShownSteps();
    return true;
  }

  /**
   * Who plays each side, people or the computer at a level (issue 14, item 2). Not an action:
   * never logged or undone, but kept with the session, so the autosave and a resume keep it.
   */
  setControl(control: TableControl): void {
    if (this.readOnly.get() !== null) return this.refuse(this.readOnly.get()!);
    const fixed = practiceSeatsRefusal(this.session.get());
    if (fixed) return this.refuse(fixed);
    this.session.set(withControl(this.session.get(), control));
  }

  /** Turns auto-advance on or off; turning it on finishes the steps of an attack under way. */
  setAutoAdvance(on: boolean): void {
    this.autoAdvance.set(on);
    if (on) this.runShownSteps();
  }

  /**
   * CONTINUE through the attack's shown steps, if one is under way past its defence; but not where
   * the computer takes the steps itself (one side of the attack is the computer's): it plays them
   * at its own pace, on the host as seats of the table room, and two hands on one step would part
   * the window from the room.
   */
  private runShownSteps(): void {
    for (let guard = 0; guard < 16; guard++) {
      if (this.computerAnswers?.(this.session.get())) return;
      const attack = this.state.attack;
      if (!attack || attack.flow.value === 'awaitingDefense') return;
      if (!this.act({ type: CONTINUE.type })) return;
    }
  }

  undo(): void {
    if (this.readOnly.get() !== null) return this.refuse(this.readOnly.get()!);
    // With the computer at the table, back to the person's last decision (issue 14, item 2): a
    // state the computer would answer at once is undone further, or undo would seem to do nothing.
    this.game.undo((session) => this.computerAnswers?.(session) ?? false);
  }

  /**
   * Set by the computer's turns: whether the computer answers this state at once. Undo and redo
   * step over such states, so the computer's moves after a person's decision go back and come
   * again with it, as one unit.
   */
  computerAnswers: ((session: Session) => boolean) | null = null;

  redo(): void {
    if (this.readOnly.get() !== null) return this.refuse(this.readOnly.get()!);
    // The computer's moves that followed the redone decision come back with it (issue 14, item 2).
    this.game.redo((session) => this.computerAnswers?.(session) ?? false);
  }

  /** A click on the board, on the map or off it, lets a resolved attack's breakdown go. */
  dismissResolvedAttack(): void {
    this.resolvedHold.letGo();
  }

  /** What the tools read of the table to word the pointer as intents (tools/playIntents.ts). */
  get sight(): PlaySight {
    const state = this.state;
    return {
      tokenAt: (square) => {
        const token = Object.values(state.combatants).find(
          (c) => c.at[0] === square[0] && c.at[1] === square[1],
        );
        return token ? { id: token.id, side: token.side } : null;
      },
      selection: this.selection.get(),
      placingToken: this.placing.get(),
      activeCharacter: activeCharacter(state),
    };
  }

  /** Applies an intent of the tools: the engine's action it asks for, or a new selection. */
  apply(intent: TableIntent): void {
    if (intent.intent === 'hover') return this.pointer.set(intent.square);
    if (intent.intent === 'place') {
      // The engine judges the square (free, on the map); a refusal keeps the mode for another try.
      if (this.act({ type: PLACE_TOKEN.type, combatant: intent.who, at: intent.at }))
        this.placing.set(null);
      return;
    }
    this.setHint(null);
    if (intent.intent === 'select') this.selectToken(intent.token);
    else if (intent.intent === 'move') this.moveTo(intent.who, intent.to);
    else if (intent.intent === 'attack') this.attack(intent.who, intent.target);
    // Any token clicked shows its card, an enemy clicked to be shot at included.
    const { clicked } = intent;
    if (clicked) this.cardShown.set(clicked);
    if (clicked && this.selection.get().selected === clicked)
      this.setHint(this.enemySelectedHint(clicked));
  }

  /**
   * An enemy of whoever acts, selected instead of shot (nobody of the acting side was selected):
   * how to shoot it, or, if the engine would refuse the attack, its words why. Null otherwise.
   */
  private enemySelectedHint(id: string): string | null {
    const who = activeCharacter(this.state);
    const me = who ? this.state.combatants[who] : undefined;
    const them = this.state.combatants[id];
    if (!me || !them || them.side === me.side) return null;
    const verdict = isLegal(this.state, {
      type: DECLARE_ATTACK.type,
      who: me.id,
      target: them.id,
      ...this.attackPlan(me.id),
    });
    return verdict.ok
      ? `${them.name} is selected. To shoot ${them.name}, click ${me.name}, then ${them.name}.`
      : `${them.name} is selected. ${verdict.message}`;
  }

  private setHint(hint: string | null): void {
    if (this.feedback.get().hint !== hint) this.feedback.set({ ...this.feedback.get(), hint });
  }

  /** Shows a combatant's card (the card panel's own choice), or closes it with null. */
  showCard(id: string | null): void {
    this.cardShown.set(id && this.state.combatants[id] ? id : null);
  }

  /** A newly selected token shows its card, so the selection's card is there without a click. */
  private followSelection(): void {
    const { selected } = this.selection.get();
    if (selected === this.lastSelected) return;
    this.lastSelected = selected;
    if (selected) this.cardShown.set(selected);
  }

  select(id: string | null): void {
    const c = id ? this.state.combatants[id] : undefined;
    this.selectToken(c ? { id: c.id, side: c.side } : null);
  }

  private selectToken(token: TokenRef | null): void {
    const { selected } = this.selection.get();
    if (selected === (token?.id ?? null)) return;
    this.selection.set(token ? { selected: token.id, selectedSide: token.side } : NO_SELECTION);
  }

  /**
   * M3, the D key: open or close the door beside the character whose turn it is — the engine's
   * doorBeside says which, or why there is none to work now.
   */
  toggleDoorBeside(): void {
    const who = activeCharacter(this.state);
    if (!who) return;
    const door = doorBeside(this.state, who);
    if ('ok' in door) this.refuse(door.message);
    else this.act(door);
  }

  escape(): void {
    this.setHint(null);
    if (this.placing.get() !== null) {
      this.placing.set(null);
      return;
    }
    this.cardShown.set(null);
    this.selectToken(null);
  }

  private refresh(): void {
    // The window took the table room's game: say what it lost, and to whom (issue 39).
    const change = this.game.lastChange;
    const said = change?.kind === 'adopt' ? playedFirstWords(change.before, change.after) : null;
    if (said) this.feedback.set({ ...this.feedback.get(), rejection: said });
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
    const { selected } = this.selection.get();
    const hover = this.pointer.get();
    const { log } = this.session.get();
    const last = log.at(-1)?.type;
    const showResolvedAttack = this.resolvedHold.shows(
      log.length,
      !this.state.attack && (last === DEFEND.type || last === CONTINUE.type),
    );
    const mover = selected ? this.state.combatants[selected] : undefined;
    return overlayModel(this.state, {
      selected,
      hover,
      showResolvedAttack,
      attack: mover ? this.attackPlan(mover.id) : undefined,
    });
  }

  /** M1–M3: the engine's path to the square, or its reason there is none. */
  private moveTo(who: string, to: Square): void {
    const plan = planMove(this.state, who, to);
    if (!plan.ok) this.refuse(plan.message);
    else this.act({ type: MOVE.type, who, path: plan.path });
  }

  /** A2: the attack as the player set it up (what with, ammunition, chips), for the engine. */
  private attack(who: string, target: string): void {
    const declared = this.act({
      type: DECLARE_ATTACK.type,
      who,
      target,
      ...this.attackPlan(who),
    });
    if (declared) this.attackExtras.set(NO_EXTRAS);
  }

  /**
   * H1: the engine's warnings, before the chips are spent, that the chips chosen for the next
   * attack on the enemy under the pointer would add nothing: previewAttack's chipWarnings, and
   * attackOptions' word on a Range chip for that target. Empty with no enemy under the pointer.
   */
  chipWarnings(): string[] {
    const { selected } = this.selection.get();
    const hover = this.pointer.get();
    const mover = selected ? this.state.combatants[selected] : undefined;
    const target = hover
      ? Object.values(this.state.combatants).find(
          (c) => c.at[0] === hover[0] && c.at[1] === hover[1],
        )
      : undefined;
    if (!mover || !target || target.side === mover.side) return [];
    const plan = this.attackPlan(mover.id);
    const preview = previewAttack(this.state, {
      type: DECLARE_ATTACK.type,
      who: mover.id,
      target: target.id,
      ...plan,
    });
    const chipWarnings = 'chipWarnings' in preview ? preview.chipWarnings : [];
    const warnings = chipWarnings.map((w) => w.text);
    // attackOptions says the same of a Range chip in other words: one saying is enough.
    if (this.attackExtras.get().rangeChips > 0 && !chipWarnings.some((w) => w.chip === 'range')) {
      const chosen = 'card' in plan ? plan.card : undefined;
      const option = attackOptions(this.state, mover.id, target.id).with.find((w) =>
        'card' in w.choice ? w.choice.card === chosen : chosen === undefined,
      );
      const warning = option?.rangeChips?.warning;
      if (warning) warnings.push(warning);
    }
    return warnings;
  }

  /** Shows a refusal the engine worded, without an action. */
  private refuse(message: string): void {
    this.feedback.set({ ...this.feedback.get(), rejection: message });
  }

  /** The next attack by `who` as declared: what with, the ammunition, the chips anted (A2, H1, H2). */
  private attackPlan(who: string): AttackPlan {
    const extras = this.attackExtras.get();
    const chips = {
      ...(extras.attackChips > 0
        ? { attack: extras.attackChips, attackMode: extras.attackMode }
        : {}),
      ...(extras.rangeChips > 0 ? { range: extras.rangeChips } : {}),
    };
    return {
      ...this.attackWith(who),
      ...(extras.ammo ? { ammo: extras.ammo } : {}),
      ...(Object.keys(chips).length ? { chips } : {}),
    };
  }

  /**
   * The card or weapon the player chose while attackOptions still offers it, else the engine's
   * strongestAttack (A2). With nothing usable, the weapon: applyAction then says why not.
   */
  private attackWith(who: string): { weapon: true } | { card: string } {
    const choice = this.attackChoice.get();
    if (choice.kind === 'weapon') return { weapon: true };
    if (
      choice.kind === 'card' &&
      attackOptions(this.state, who).with.some(
        (w) => 'card' in w.choice && w.choice.card === choice.id,
      )
    )
      return { card: choice.id };
    return strongestAttack(this.state, who)?.choice ?? { weapon: true };
  }
}
