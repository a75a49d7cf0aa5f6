export interface AnimationFrames {
  request(callback: () => void): number;
  cancel(id: number): void;
}

const browserFrames: AnimationFrames = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (id) => cancelAnimationFrame(id),
};

/**
 * On-demand frames: `invalidate` asks for one frame, however many changes come before it, and
 * `nextFrame` resolves once a frame drawn after every change so far is on screen. After `destroy`
 * nothing is drawn (the renderer behind `draw` is gone), any frame asked for is cancelled, and
 * whoever waits for a frame is released rather than left hanging.
 */
export class FrameScheduler {
  private frameId: number | null = null;
  private shownId: number | null = null;
  /** Waiting for the next frame to be drawn. */
  private waiters: (() => void)[] = [];
  /** Their frame is drawn; waiting for it to reach the screen. */
  private drawn: (() => void)[] = [];
  private destroyed = false;

  constructor(
    private readonly draw: () => void,
    private readonly frames: AnimationFrames = browserFrames,
  ) {}

  get isDestroyed(): boolean {
    return this.destroyed;
  }

  invalidate(): void {
    if (this.destroyed || this.frameId !== null) return;
    this.frameId = this.frames.request(() => {
      this.frameId = null;
      if (this.destroyed) return;
      this.draw();
      if (this.waiters.length === 0) return;
      this.drawn.push(...this.waiters.splice(0));
      // The frame is drawn; the next animation frame is when it is on screen.
      this.shownId ??= this.frames.request(() => {
        this.shownId = null;
        this.drawn.splice(0).forEach((resolve) => resolve());
      });
    });
  }

  nextFrame(): Promise<void> {
    if (this.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.invalidate();
    });
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    for (const id of [this.frameId, this.shownId]) if (id !== null) this.frames.cancel(id);
    this.frameId = null;
    this.shownId = null;
    [...this.drawn.splice(0), ...this.waiters.splice(0)].forEach((resolve) => resolve());
  }
}
