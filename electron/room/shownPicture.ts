import type { ShownPictureMessage } from './roomProtocol.ts';

/**
 * The picture the Dealer shows the players (issue 40, item 5): an image save, named by the game's
 * state (`shown`), which the room sends the public as it sends the map's background: megabytes the
 * view only names. Loaded and sent only while the state shows it, so no players' page has a
 * picture before the Dealer shows it; one taken down (or undone) is sent to no page that joins
 * after.
 */
export class ShownPicture {
  private current: ShownPictureMessage | null = null;
  /** The name being loaded: a picture that loads after another was shown is dropped. */
  private asked: string | null = null;

  constructor(
    /** The host's image loader; none: the host has no images (a test's, a bench's). */
    private readonly load: ((name: string) => Promise<unknown>) | undefined,
    /** Called once a newly shown picture is loaded, to send it to the public. */
    private readonly ready: () => void,
  ) {}

  /** Follows the game's state: a picture newly shown is loaded; none shown, none is sent. */
  follow(state: unknown): void {
    const shown = (state as { shown?: { kind?: unknown; image?: unknown } | null } | null)?.shown;
    const name = shown?.kind === 'image' && typeof shown.image === 'string' ? shown.image : null;
    if (name === null) {
      this.current = null;
      this.asked = null;
      return;
    }
    if (name === this.current?.name || name === this.asked || !this.load) return;
    this.current = null;
    this.asked = name;
    void this.load(name)
      .catch(() => null)
      .then((image) => {
        if (this.asked !== name) return;
        this.asked = null;
        this.current = { name, image: image ?? null };
        this.ready();
      });
  }

  /** The picture shown now, loaded, for a public client that has not had it; else null. */
  get shown(): ShownPictureMessage | null {
    return this.current;
  }
}
