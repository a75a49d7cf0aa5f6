import { describe, expect, it } from 'vitest';
import { publicView } from '../../../../engine/game/publicView.ts';
import { SHOW_TO_PLAYERS } from '../../../../engine/game/records/showToPlayers.ts';
import { SET_NPC_SHOWN } from '../../../../engine/game/records/setNpcShown.ts';
import { act, undo, type Session } from '../../../../engine/game/session.ts';
import { legalActions } from '../../../../engine/index.ts';
import { midGame } from './viewProbe.ts';

function played(session: Session, action: Parameters<typeof act>[1]): Session {
  const result = act(session, action);
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

const settled = (s: Session['current']) => !s.attack && !s.check;

describe('showing the players a card or a line (issue 40, item 5)', () => {
  it('sends nothing before the Dealer shows it, then exactly what was shown, until taken down', () => {
    const session = midGame(5, settled);
    const before = publicView(session.current);
    expect(before.shown).toBeNull();
    // Nothing of a card not yet shown is in the players' view, whatever it holds.
    expect(JSON.stringify(before)).not.toContain('Wanted: the Abernathy boys');
    const shown = played(session, {
      type: SHOW_TO_PLAYERS.type,
      shown: { kind: 'text', text: 'Wanted: the Abernathy boys, $500' },
    });
    expect(publicView(shown.current).shown).toEqual({
      kind: 'text',
      text: 'Wanted: the Abernathy boys, $500',
    });
    const down = played(shown, { type: SHOW_TO_PLAYERS.type, shown: null });
    expect(publicView(down.current).shown).toBeNull();
  });

  it('logs each showing in words, and undo takes it back', () => {
    const session = midGame(5, settled);
    const card = {
      kind: 'npc' as const,
      name: 'Rattlesnake Rose',
      faction: 'Desperados' as const,
      tier: { color: 'red' as const, level: 2 },
    };
    const result = act(session, { type: SHOW_TO_PLAYERS.type, shown: card });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events.map((e) => e.text)).toContain(
      "The Dealer shows the players Rattlesnake Rose's card.",
    );
    expect(publicView(result.session.current).shown).toEqual(card);
    const undone = undo(result.session);
    expect(publicView(undone!.current).shown).toBeNull();
  });

  it('refuses to take down what is not shown, to show it twice, and an empty line', () => {
    const session = midGame(5, settled);
    expect(act(session, { type: SHOW_TO_PLAYERS.type, shown: null }).ok).toBe(false);
    const once = played(session, {
      type: SHOW_TO_PLAYERS.type,
      shown: { kind: 'text', text: 'Hi' },
    });
    expect(act(once, { type: SHOW_TO_PLAYERS.type, shown: { kind: 'text', text: 'Hi' } }).ok).toBe(
      false,
    );
    expect(
      SHOW_TO_PLAYERS.schema.safeParse({
        type: SHOW_TO_PLAYERS.type,
        shown: { kind: 'text', text: '  ' },
      }).success,
    ).toBe(false);
  });

  it('is the Dealer’s alone: no character’s seat is offered it', () => {
    const state = midGame(5, settled).current;
    const pc = Object.values(state.combatants).find((c) => c.side === 'pc')!;
    expect(legalActions(state, pc.id).templates.map((t) => t.type)).not.toContain(
      SHOW_TO_PLAYERS.type,
    );
    expect(legalActions(state, 'dealer').templates.map((t) => t.type)).toContain(
      SHOW_TO_PLAYERS.type,
    );
  });
});

describe('a card shown within what the players may see of NPCs (issue 40, items 4 and 5)', () => {
  it('goes without its tier while the Dealer keeps tiers back', () => {
    const session = played(midGame(5, settled), {
      type: SET_NPC_SHOWN.type,
      tier: false,
    });
    const shown = played(session, {
      type: SHOW_TO_PLAYERS.type,
      shown: { kind: 'npc', name: 'Tom', tier: { color: 'red', level: 3 } },
    });
    expect(publicView(shown.current).shown).toEqual({ kind: 'npc', name: 'Tom' });
  });
});
