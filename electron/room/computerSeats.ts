import type { ComputerPlayer } from '../../common/computerPlayer.ts';
import {
  ComputerTurns,
  computerNext,
  type ComputerTable,
  type Pace,
  type Wait,
} from '../../common/computerTurns.ts';
import { createStore, type Store } from '../../common/store.ts';
import type { Action, Session } from '../../engine/skirmish.ts';
import { SKIRMISH } from '../../engine/game/skirmishGame.ts';
import type { ComputerCommand, ComputerStatus } from './roomProtocol.ts';
import type { HostedComputer } from './tableRoom.ts';

/** The room as the computer's seats play at it (TableRoom). */
export interface SeatsRoom {
  /** Plays `actions` if the game still stands at `expected`, in line with the clients' requests. */
  playAs(expected: Session, actions: readonly Action[]): void;
  /** Tells the Dealer's windows how the seats stand. */
  tellDealers(status: ComputerStatus): void;
}

/** Why the seats wait: no skirmish on the table, or no Dealer's window at it. */
const NO_SKIRMISH = 'No skirmish is on the table.';
const NO_DEALER = 'The Dealer’s window is not at the table.';

/**
 * The computer opponents of the skirmish as seats of the table room (issue 38, item 1): they play
 * on the host, not in the Dealer's window, each decision asked with its side's view only
 * (sideView) of a thread that never blocks the room (computerThread.ts). The same ComputerTurns the
 * window ran before decides when and what (a level's character, an attack's shown steps with a
 * computer in it, watch mode's rounds), at the Dealer's pace; the room plays its moves through the
 * game's gate, writes them as it writes a request, and sends every screen its view.
 *
 * A seat acts only for what the computer answers in the state it was asked in (computerNext): a
 * character the table gave a level, or the step it takes itself. It waits while no Dealer's window
 * holds the game (a table left, a window reloading): a game nobody follows is not played on.
 */
export class ComputerSeats implements HostedComputer {
  private turns: ComputerTurns | null = null;
  private session: Store<Session> | null = null;
  private readonly readOnly = createStore<string | null>(NO_SKIRMISH);
  private dealer = false;
  private skirmish = false;
  private stop: (() => void) | null = null;
  private told = false;

  constructor(
    private readonly room: SeatsRoom,
    private readonly makePlayer: () => ComputerPlayer,
    private readonly options: { pace?: Pace; wait?: Wait } = {},
  ) {}

  follow(session: unknown, def: unknown): void {
    this.skirmish = def === SKIRMISH;
    if (this.skirmish) this.seat(session as Session);
    this.settle();
  }

  present(dealer: boolean): void {
    this.dealer = dealer;
    this.settle();
  }

  command(command: ComputerCommand): void {
    const turns = this.turns;
    if (!turns) return;
    if (command.command === 'pace') turns.setPace(command.pace);
    else if (command.command === 'pause') turns.pause();
    else if (command.command === 'resume') turns.resume();
    else turns.step();
    this.tell();
  }

  status(): ComputerStatus | null {
    const turns = this.turns;
    if (!turns) return null;
    return { pace: turns.pace, ...turns.shownState() };
  }

  /** Lets the computer's player go (its thread): the host is closing. */
  close(): void {
    this.stop?.();
    this.stop = null;
  }

  /** The skirmish on the table is at `session`: the seats play it from there. */
  private seat(session: Session): void {
    if (this.session) {
      this.session.set(session);
      return;
    }
    const store = createStore(session);
    this.session = store;
    const table: ComputerTable = {
      session: store,
      readOnly: this.readOnly,
      act: (action) => {
        const at = store.get();
        // Only what the computer answers here: a level's character, or its own step.
        const next = computerNext(at);
        if (!next || !mayPlay(next, action)) return false;
        this.room.playAs(at, [action]);
        return true;
      },
      computerAnswers: null,
    };
    const turns = new ComputerTurns(table, this.makePlayer, this.options);
    this.turns = turns;
    const unsubscribe = turns.onShownChange(() => this.tell());
    const stopTurns = turns.start();
    this.stop = () => {
      unsubscribe();
      stopTurns();
    };
  }

  /** Plays while a skirmish is on the table and a Dealer's window follows it. */
  private settle(): void {
    const why = !this.skirmish ? NO_SKIRMISH : !this.dealer ? NO_DEALER : null;
    this.readOnly.set(why);
  }

  /** The Dealer's windows hear of each change, once per turn of the event loop. */
  private tell(): void {
    if (this.told) return;
    this.told = true;
    queueMicrotask(() => {
      this.told = false;
      const status = this.status();
      if (status) this.room.tellDealers(status);
    });
  }
}

/** Whether a move is the computer's to play where it answers `next`. */
function mayPlay(next: NonNullable<ReturnType<typeof computerNext>>, action: Action): boolean {
  if (next.kind === 'act') return action.type === next.action.type;
  return !('who' in action) || action.who === next.who;
}
