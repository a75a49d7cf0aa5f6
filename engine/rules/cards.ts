/**
 * K1–K6: the cards. Every character has a 12-card deck and a hand of at most 4 (K1); a card has an
 * Attack and a Defend value (K2). Some cards carry an effect:
 *  - R2 (closed errata): benefits begin the following turn and last 3 turns on its track, even if
 *    unused; such a card stays in play meanwhile.
 *  - R3 (closed errata): a multi-shot card must be the first attack of the turn; its remaining
 *    shots are then free actions that turn.
 */
/** K1 (closed): a hand holds at most 4; the Draw phase refills it to 4 (T5). */
export const HAND_SIZE = 4;

export interface CardDefinition {
  readonly name: string;
  readonly attack: number;
  readonly defend: number;
  /** closed: from the source; house: the project's content (the ledger's marking). */
  readonly origin: 'closed' | 'house';
  /** K6: a special card's class and stat requirements. */
  readonly special?: {
    readonly class: string;
    readonly cost: number;
    readonly requires?: Readonly<Record<string, number>>;
  };
  /** R2: +attack to the owner's attacks on the 3 turns after it is played. */
  readonly delayed?: { readonly attackBonus: number; readonly turns: number };
  /** R3: the number of shots it fires. */
  readonly shots?: number;
  readonly text?: string;
}

/** K3 (house): the starter deck: two each of Attack/Defend 1/5, 2/4, 3/3, 4/2, 5/1, 6/0. */
export const STARTER_DECK: readonly CardDefinition[] = [1, 2, 3, 4, 5, 6].flatMap((attack) => {
  const card: CardDefinition = {
    name: `${attack}/${6 - attack}`,
    attack,
    defend: 6 - attack,
    origin: 'house',
  };
  return [card, card];
});

/** K1 (closed). */
export const DECK_SIZE = 12;
