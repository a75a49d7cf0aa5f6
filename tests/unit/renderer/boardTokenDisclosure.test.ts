import { describe, expect, it } from 'vitest';
import { boardToken } from '../../../renderer/board/boardScene.ts';

const npc = {
  id: 'tom',
  name: 'Tom',
  side: 'npc' as const,
  at: [3, 4] as const,
  gear: [{ track: { gearUsed: 1, max: 2 } }],
};

describe("an NPC's token on the players' view, as the Dealer shows it (issue 40, item 4)", () => {
  it('draws HP in figures when the view gives them', () => {
    const token = boardToken({ ...npc, hp: { hpLeft: 5, max: 8 } });
    expect(token).toMatchObject({ hp: 5, hpMax: 8 });
    expect(token.hpShown).toBeUndefined();
  });

  it('draws a rough state as thirds of the ring, with no figure, and none when hidden', () => {
    expect(boardToken({ ...npc, condition: 'badly hurt' })).toMatchObject({
      hp: 1,
      hpMax: 3,
      hpShown: 'rough',
    });
    expect(boardToken({ ...npc, condition: 'unhurt' }).hp).toBe(3);
    expect(boardToken({ ...npc }).hpShown).toBe('hidden');
    // A downed NPC is down on the board whatever the Dealer hides: the token falls (its skull).
    expect(boardToken({ ...npc, down: true }).hp).toBe(0);
  });
});
