import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tableTool, type ToolIntent } from '../../../renderer/tools/tableTool.ts';

function tool() {
  const actor = createActor(tableTool).start();
  const intents: ToolIntent[] = [];
  actor.on('intent', (intent) => intents.push(intent));
  return { actor, intents };
}

describe('the table tool (pointer → intents, never game changes)', () => {
  it('selects a token on click, and deselects it on a second click', () => {
    const { actor, intents } = tool();
    actor.send({ type: 'CLICK', square: [1, 4], token: { id: 'kate', side: 'pc' } });
    expect(actor.getSnapshot().context.selected).toBe('kate');
    actor.send({ type: 'CLICK', square: [1, 4], token: { id: 'kate', side: 'pc' } });
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(intents).toEqual([]);
  });

  it('with a token selected, a click on an empty square means move, on an enemy means attack', () => {
    const { actor, intents } = tool();
    actor.send({ type: 'CLICK', square: [1, 4], token: { id: 'kate', side: 'pc' } });
    actor.send({ type: 'CLICK', square: [3, 4], token: null });
    actor.send({ type: 'CLICK', square: [8, 4], token: { id: 'tom', side: 'npc' } });
    actor.send({ type: 'CLICK', square: [1, 6], token: { id: 'ned', side: 'pc' } });
    expect(intents).toEqual([
      { type: 'intent', intent: 'move', who: 'kate', to: [3, 4] },
      { type: 'intent', intent: 'attack', who: 'kate', target: 'tom' },
    ]);
    expect(actor.getSnapshot().context.selected).toBe('ned');
  });

  it('forgets the selection on Escape, and clicks on empty squares then do nothing', () => {
    const { actor, intents } = tool();
    actor.send({ type: 'SELECT', token: { id: 'kate', side: 'pc' } });
    actor.send({ type: 'ESCAPE' });
    actor.send({ type: 'CLICK', square: [3, 4], token: null });
    expect(intents).toEqual([]);
    actor.send({ type: 'HOVER', square: [2, 2] });
    expect(actor.getSnapshot().context.hover).toEqual([2, 2]);
  });
});
