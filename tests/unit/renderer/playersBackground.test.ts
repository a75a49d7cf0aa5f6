import { describe, expect, it } from 'vitest';
import type { GameMap, MapImage } from '../../../engine/index.ts';
import { startBackgroundPublisher } from '../../../renderer/players/playersBackground.ts';
import type { PlayersMessage } from '../../../renderer/players/playersMessages.ts';
import { createStore } from '../../../renderer/state/store.ts';
import { settled } from '../eventLoop.ts';

const IMAGE: MapImage = { type: 'image/png', width: 160, height: 120, bytes: 'iVBORw0KGgo=' };

function fakeChannel() {
  const posted: PlayersMessage[] = [];
  let listener: ((event: MessageEvent<PlayersMessage>) => void) | null = null;
  return {
    posted,
    say: (data: PlayersMessage) => listener?.({ data } as MessageEvent<PlayersMessage>),
    channel: {
      postMessage: (m: PlayersMessage) => void posted.push(structuredClone(m)),
      addEventListener: (_: string, l: EventListener) =>
        void (listener = l as unknown as typeof listener),
      close: () => {},
    },
  };
}

/** The image saves the host holds, and how often each was asked for. */
function imageHost(saves: Record<string, MapImage>) {
  const asked: string[] = [];
  return {
    asked,
    bridge: {
      loadSave: async ({ name }: { kind: string; name: string }) => {
        asked.push(name);
        const data = saves[name];
        return data
          ? { ok: true as const, value: { data } }
          : { ok: false as const, error: { code: 'not_found', message: 'No such save.' } };
      },
    } as never,
  };
}

const settle = settled;
const bare = { name: 'Crossing', size: [16, 12] } as unknown as GameMap;

describe("the background image goes to the players' views on this machine (issue 11, issue 12 item 6)", () => {
  it('sends the image of the map on the table, once per change, again on hello, and none when taken away', async () => {
    const map = createStore<GameMap>({
      ...bare,
      background: { image: 'painted', offset: [1, 0], pixelsPerSquare: 10 },
    });
    const { posted, say, channel } = fakeChannel();
    const host = imageHost({ painted: IMAGE });
    const stop = startBackgroundPublisher(map, host.bridge, channel);
    await settle();
    expect(posted).toEqual([
      {
        kind: 'background',
        background: {
          placement: { image: 'painted', offset: [1, 0], pixelsPerSquare: 10 },
          image: IMAGE,
        },
      },
    ]);
    // A view that opens says hello: it gets the image too, not loaded again.
    say({ kind: 'hello' });
    expect(posted).toHaveLength(2);
    // Nudged: the new placement, the same image, loaded once.
    map.set({
      ...map.get(),
      background: { image: 'painted', offset: [2, 0], pixelsPerSquare: 10 },
    });
    await settle();
    expect(posted.at(-1)).toMatchObject({ background: { placement: { offset: [2, 0] } } });
    expect(host.asked).toEqual(['painted']);
    // Taken away, or missing: none.
    map.set(bare);
    await settle();
    expect(posted.at(-1)).toEqual({ kind: 'background', background: null });
    map.set({ ...bare, background: { image: 'lost', offset: [0, 0], pixelsPerSquare: 10 } });
    await settle();
    expect(posted.at(-1)).toEqual({ kind: 'background', background: null });
    stop();
  });

  it('tells a view that the map on the table has none, so a reloaded Dealer leaves no stale image', async () => {
    const { posted, say, channel } = fakeChannel();
    startBackgroundPublisher(createStore<GameMap>(bare), imageHost({}).bridge, channel);
    await settle();
    say({ kind: 'hello' });
    expect(posted).toEqual([
      { kind: 'background', background: null },
      { kind: 'background', background: null },
    ]);
  });
});
