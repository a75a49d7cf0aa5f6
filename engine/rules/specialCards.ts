import type { CardDefinition } from './cards.ts';

/**
 * K6 (closed rule, house content): special cards for every class, Omni included, bought with
 * Special Card Points, most with stat requirements (checked against final stats, B6). They replace
 * basic cards, so the deck stays 12 (K6 house). Fan the Hammer is the multi-shot card (R3); Steady
 * Aim keeps the 3-turn track (R2). Omni may take any class's card (paying the Omni surcharge); its
 * own cards are Omni's alone.
 */
export const SPECIAL_CARDS: readonly CardDefinition[] = [
  {
    name: 'Fan the Hammer',
    attack: 3,
    defend: 0,
    origin: 'house',
    special: { class: 'Gunslinger', cost: 1, requires: { sharp: 3 } },
    shots: 3,
    text: 'Fires 3 shots. Must be the first attack of the turn; the other 2 shots are free actions (rule R3).',
  },
  {
    name: 'Quick Holster',
    attack: 4,
    defend: 4,
    origin: 'house',
    special: { class: 'Gunslinger', cost: 1, requires: { agile: 2 } },
    text: 'As good in the hand for a shot as for a dodge.',
  },
  {
    name: 'Steady Aim',
    attack: 2,
    defend: 2,
    origin: 'house',
    special: { class: 'Sharpshooter', cost: 1, requires: { sharp: 3 } },
    delayed: { attackBonus: 1, turns: 3 },
    text: '+1 Attack on each of your next 3 turns, starting next turn; unused turns still burn (rule R2).',
  },
  {
    name: 'Dead Eye',
    attack: 7,
    defend: 0,
    origin: 'house',
    special: { class: 'Sharpshooter', cost: 2, requires: { sharp: 4 } },
    text: 'A single, perfect shot.',
  },
  {
    name: 'Haymaker',
    attack: 7,
    defend: 1,
    origin: 'house',
    special: { class: 'Brawler', cost: 1, requires: { tough: 3 } },
    text: 'A fist the size of a ham.',
  },
  {
    name: 'Roll With It',
    attack: 1,
    defend: 7,
    origin: 'house',
    special: { class: 'Brawler', cost: 1 },
    text: 'You take the hit and keep your feet.',
  },
  {
    name: 'Field Dressing',
    attack: 2,
    defend: 5,
    origin: 'house',
    special: { class: 'Doc', cost: 1, requires: { smart: 2 } },
    text: 'Steady hands under fire.',
  },
  {
    name: 'Laudanum Calm',
    attack: 3,
    defend: 6,
    origin: 'house',
    special: { class: 'Doc', cost: 2, requires: { smart: 3 } },
    text: 'Nothing rattles you.',
  },
  {
    name: 'Cross Draw',
    attack: 5,
    defend: 3,
    origin: 'house',
    special: { class: 'Gunslinger', cost: 2, requires: { agile: 3 } },
    text: 'Both hands, one motion.',
  },
  {
    name: 'Windage',
    attack: 5,
    defend: 2,
    origin: 'house',
    special: { class: 'Sharpshooter', cost: 1, requires: { smart: 2 } },
    text: 'You read the wind before you pull.',
  },
  {
    name: 'Bar Brawl',
    attack: 5,
    defend: 4,
    origin: 'house',
    special: { class: 'Brawler', cost: 2, requires: { tough: 4 } },
    text: 'Chairs, bottles, whatever is near.',
  },
  {
    name: 'Bedside Manner',
    attack: 1,
    defend: 6,
    origin: 'house',
    special: { class: 'Doc', cost: 1, requires: { charming: 2 } },
    text: 'A calm word keeps a patient still.',
  },
  {
    name: 'Jack of All Trades',
    attack: 4,
    defend: 4,
    origin: 'house',
    special: { class: 'Omni', cost: 1 },
    text: 'A little of everything, enough of each.',
  },
  {
    name: 'Quick Study',
    attack: 3,
    defend: 5,
    origin: 'house',
    special: { class: 'Omni', cost: 1, requires: { smart: 3 } },
    text: 'You learned that trick watching the last one.',
  },
];
