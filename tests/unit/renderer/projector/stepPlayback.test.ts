import { describe, expect, it } from 'vitest';
import {
  playbackAfter,
  playbackFolded,
  playbackTick,
  type PlaybackSeen,
} from '../../../../renderer/screens/projector/stepPlayback.ts';

/** Kate's shot at Buster, as the players' view sees it: `total` lines, in Kate's action. */
const kate = (total: number, over: Partial<PlaybackSeen> = {}): PlaybackSeen => ({
  key: 'kate>buster',
  total,
  phase: 'action',
  turn: '1:kate',
  ...over,
});

describe('the TV’s playback of an attack’s steps (issue 40, item 2)', () => {
  it('shows the attack as it stands to a TV that just joined, and everything when not paced', () => {
    expect(playbackAfter(null, kate(7), true).shown).toBe(7);
    const started = playbackAfter(null, kate(0, { key: null }), true);
    expect(playbackAfter(started, kate(7), false).shown).toBe(7);
  });

  it('lets an attack resolved at once in one line at a time, up to its last', () => {
    let playback = playbackAfter(null, kate(0, { key: null }), true);
    playback = playbackAfter(playback, kate(1), true);
    expect(playback.shown).toBe(1);
    // Auto-advance: the defence is in and every step resolves in one change of the view.
    playback = playbackAfter(playback, kate(7, { phase: 'attacked' }), true);
    expect(playback.shown).toBe(1);
    const shown = [playback.shown];
    while (playback.shown < playback.total) {
      playback = playbackTick(playback);
      shown.push(playback.shown);
    }
    expect(shown).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(playbackTick(playback).shown).toBe(7);
  });

  it('shows the rest at once when the next action comes, and folds it once the turn is over', () => {
    let playback = playbackAfter(null, kate(1), true);
    playback = playbackAfter(playback, kate(7), true);
    expect(playback.shown).toBe(1);
    // Kate ends her action before the TV has let every line in: it shows them all now.
    playback = playbackAfter(playback, kate(7, { phase: 'draw' }), true);
    expect(playback.shown).toBe(7);
    expect(playbackFolded(playback, '1:kate')).toBe(false);
    playback = playbackAfter(playback, kate(7, { phase: 'movement', turn: '1:buster' }), true);
    expect(playbackFolded(playback, '1:buster')).toBe(true);
  });

  it('starts again at the first line for another attack, or after an undo took lines away', () => {
    let playback = playbackAfter(null, kate(7), true);
    playback = playbackAfter(playback, kate(1, { key: 'ned>kate', turn: '1:ned' }), true);
    expect(playback).toMatchObject({ key: 'ned>kate', shown: 1, turn: '1:ned' });
    expect(playbackFolded(playback, '1:ned')).toBe(false);
    playback = playbackAfter(playback, kate(7, { key: 'ned>kate', turn: '1:ned' }), true);
    playback = playbackAfter(playback, kate(3, { key: 'ned>kate', turn: '1:ned' }), true);
    expect(playback.shown).toBe(1);
  });
});
