import type { ComputerPlayer } from '../../common/computerPlayer.ts';
import { ComputerShown } from '../../common/computerShown.ts';
import {
  ComputerTurns,
  computerAnswersAt,
  type ComputerTable,
  type Pace,
  type TableComputer,
} from '../../common/computerTurns.ts';
import { createStore } from '../../common/store.ts';
import type { ComputerCommand, ComputerStatus } from '../../electron/room/roomProtocol.ts';

/**
 * Where the window's table meets the computer's seats of the table room: the mirror
 * (tableMirror.ts) says where the computer plays, and passes on what the room says of it; the
 * window's controls (RoomComputer) read it, and send the Dealer's word through it.
 */
export class ComputerChannel {
  /**
   * Where the computer plays: not known until the mirror opened the game on the table ('pending':
   * nowhere yet), at the table room ('room'), or in this window, whose host has no room ('self').
   */
  readonly where = createStore<'pending' | 'room' | 'self'>('pending');
  /** What the room said last of its computer's seats. */
  readonly status = createStore<ComputerStatus | null>(null);
  /** Sends the Dealer's word to the room, while it holds the game. */
  send: ((command: ComputerCommand) => void) | null = null;
  private readonly joins = new Set<() => void>();

  /** The mirror joined the room that holds the game: the Dealer's word goes there by `send`. */
  joined(send: (command: ComputerCommand) => void): void {
    this.send = send;
    this.where.set('room');
    for (const listener of this.joins) listener();
  }

  /** Hears each join (a room new since the host restarted knows nothing of the Dealer's pace). */
  onJoined(listener: () => void): () => void {
    this.joins.add(listener);
    return () => this.joins.delete(listener);
  }
}

/**
 * The computer as the Dealer's window runs it (issue 38, item 1): it plays on the host, as seats of
 * the table room, and this window shows what the room says of it (who it thinks for, a move held,
 * its why lines) and sends the Dealer's pace, Pause, Resume and Next move. On a host with no room
 * the computer plays in this window, as it did before the room (ComputerTurns), behind the same
 * controls.
 */
export class RoomComputer extends ComputerShown implements TableComputer {
  pace: Pace;
  /** The computer of this window, on a host with no room. */
  private local: ComputerTurns | null = null;

  constructor(
    private readonly table: ComputerTable,
    private readonly channel: ComputerChannel,
    private readonly makePlayer: () => ComputerPlayer,
    options: { pace: Pace },
  ) {
    super();
    this.pace = options.pace;
  }

  /** Follows the room's computer (or plays here, with no room); returns the stop. */
  start(): () => void {
    let stopLocal = () => {};
    const follow = () => {
      const where = this.channel.where.get();
      if (where === 'self' && !this.local) stopLocal = this.playHere();
      if (where !== 'self' && this.local) {
        stopLocal();
        this.local = null;
      }
      // Undo and redo step over what the computer answers at once, wherever it plays.
      this.table.computerAnswers = computerAnswersAt;
    };
    const stopWhere = this.channel.where.subscribe(follow);
    const stopJoined = this.channel.onJoined(() => this.send({ command: 'pace', pace: this.pace }));
    const stopStatus = this.channel.status.subscribe(() => this.show(this.channel.status.get()));
    follow();
    this.show(this.channel.status.get());
    return () => {
      stopWhere();
      stopJoined();
      stopStatus();
      stopLocal();
      this.local = null;
      this.table.computerAnswers = null;
    };
  }

  setPace(pace: Pace): void {
    this.pace = pace;
    this.local?.setPace(pace);
    this.send({ command: 'pace', pace });
  }

  pause(): void {
    if (this.local) return this.local.pause();
    this.send({ command: 'pause' });
  }

  resume(): void {
    if (this.local) return this.local.resume();
    this.send({ command: 'resume' });
  }

  step(): boolean {
    if (this.local) return this.local.step();
    if (!this.holding.get() || !this.channel.send) return false;
    this.send({ command: 'step' });
    return true;
  }

  private send(command: ComputerCommand): void {
    if (this.channel.where.get() === 'room') this.channel.send?.(command);
  }

  /** The room's word on its computer, shown as this window's. */
  private show(status: ComputerStatus | null): void {
    if (!this.local && status) this.showState(status);
  }

  /** Plays the computer in this window: its stores are this one's while it does. */
  private playHere(): () => void {
    const local = new ComputerTurns(this.table, this.makePlayer, { pace: this.pace });
    this.local = local;
    this.showState(local.shownState());
    const unpipe = local.onShownChange(() => this.showState(local.shownState()));
    const stop = local.start();
    return () => {
      unpipe();
      stop();
    };
  }
}
