import { type MapImage, type SaveDocument } from '../../../engine/core.ts';
import {
  tierLabel,
  type Campaign,
  type Character,
  type Encounter,
  type GameMap,
  type NpcCard,
  type PracticeRecord,
  type Session,
} from '../../../engine/skirmish.ts';
import { texasSessionOf, type TexasSave } from '../../../engine/texas.ts';
import { PLAY_ROUND, type FingerGunsSave } from '../../../engine/fingerGuns.ts';
import { KIND_WORDS } from './libraryKinds.ts';

/**
 * A save's summary (issue 13, item 8): what a Dealer looks for in it before opening it where it
 * has a place (EntryOpeners) or renaming, duplicating or deleting it. The data was validated by the store as it read it (parseSaveDocument).
 */
export function EntryDetails({ doc }: { doc: SaveDocument }) {
  return (
    <dl className="entry-details" aria-label={`Details of ${doc.name}`}>
      <dt>Kind</dt>
      <dd>{KIND_WORDS[doc.kind].one}</dd>
      <dt>Saved</dt>
      <dd>{new Date(doc.savedAt).toLocaleString()}</dd>
      {facts(doc).map(([term, value]) => (
        <Fact key={term} term={term} value={value} />
      ))}
    </dl>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value || '—'}</dd>
    </>
  );
}

const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : 'none');

function facts(doc: SaveDocument): [string, string][] {
  switch (doc.kind) {
    case 'map': {
      const map = doc.data as GameMap;
      return [
        ['Size', `${map.size[0]} × ${map.size[1]} squares`],
        ['Walls, doors, cover', `${map.walls.length}, ${map.doors.length}, ${map.cover.length}`],
        ['Tokens', list(map.tokens.map((t) => t.name ?? t.id))],
        ['Background image', map.background?.image ?? 'none'],
        ['Dealer notes', map.dealerNotes ?? ''],
      ];
    }
    case 'character': {
      const c = doc.data as Character;
      return [
        ['Name', c.name],
        ['Faction and class', `${c.faction}, ${c.class}`],
        ['Level', String(c.level)],
        ['Weapon', c.weapon ?? 'none'],
      ];
    }
    case 'npc': {
      const npc = doc.data as NpcCard;
      return [
        ['Name', npc.name],
        ['Tier', tierLabel(npc.tier.color, npc.tier.level)],
        ['Faction', npc.faction ?? ''],
      ];
    }
    case 'encounter': {
      const e = doc.data as Encounter;
      const npcs = e.placements.filter((p) => p.side === 'npc');
      return [
        ['Map', e.map],
        ['PCs', String(e.placements.length - npcs.length)],
        ['NPCs', list(npcs.map((p) => `${p.npc?.name ?? p.id}${p.hidden ? ' (hidden)' : ''}`))],
        ['Dealer notes', e.dealerNotes],
      ];
    }
    case 'campaign': {
      const c = doc.data as Campaign;
      return [
        ['Day', String(c.day)],
        ['Posse', list(c.posse.map((m) => m.character.name))],
        ['Encounters', list(c.encounters)],
        ['Played', String(c.played.length)],
        ['Marketplace', c.marketplace ? 'on' : 'off'],
        ['Dealer notes', c.dealerNotes],
      ];
    }
    case 'session': {
      const s = doc.data as Pick<Session, 'start' | 'log'>;
      return [
        ['Map', s.start.map.name ?? 'Untitled map'],
        ['Actions played', String(s.log.length)],
      ];
    }
    case 'image': {
      const image = doc.data as MapImage;
      return [
        ['Format', image.type],
        ['Size', `${image.width} × ${image.height} px`],
      ];
    }
    case 'fingerguns': {
      const game = doc.data as FingerGunsSave;
      return [
        ['Players', list(game.setup.players)],
        ['Rounds played', String(game.log.filter((a) => a.type === PLAY_ROUND.type).length)],
      ];
    }
    case 'practice': {
      const record = doc.data as PracticeRecord;
      const played = (t: PracticeRecord['tallies'][number]) => t.wins + t.losses + t.draws;
      return [
        ['Practices', String(record.tallies.reduce((n, t) => n + played(t), 0))],
        ['Maps and levels', list(record.tallies.map((t) => `${t.map} (${t.level})`))],
      ];
    }
    case 'texas': {
      const save = doc.data as TexasSave;
      const game = texasSessionOf(save).current;
      return [
        ['Seed', String(save.seed)],
        ['Players', `A: ${save.seats.A}, B: ${save.seats.B}`],
        ['Round', game.phase === 'over' ? `over after ${game.rounds.length}` : String(game.round)],
        ['Victory piles', `A ${game.victory.A.length}, B ${game.victory.B.length}`],
      ];
    }
  }
}
