/** Why applyAction refused an action: a code for code and tests, a sentence for people. */
export type RejectionReason =
  | 'invalid_action'
  | 'unknown_character'
  | 'unknown_card'
  | 'no_path'
  | 'character_down'
  | 'encounter_over'
  | 'not_your_turn'
  | 'wrong_phase'
  | 'attack_in_progress'
  | 'no_attack'
  | 'not_defender'
  | 'check_in_progress'
  | 'no_check'
  | 'card_not_in_hand'
  | 'chip_spent'
  | 'no_action_left'
  | 'out_of_range'
  | 'no_line_of_sight'
  | 'not_adjacent'
  | 'blocked'
  | 'occupied'
  | 'no_passage'
  | 'too_far'
  | 'no_weapon'
  | 'no_ammo'
  | 'ammo_spent'
  | 'slug_not_shotgun'
  | 'multishot_not_first'
  | 'invalid_target'
  | 'no_door'
  | 'door_not_adjacent'
  | 'untrained'
  | 'unknown_check'
  | 'unknown_item'
  | 'hand_full'
  | 'marketplace_off'
  | 'no_store'
  | 'store_controlled'
  | 'sold_out'
  | 'not_enough_gold'
  | 'inventory_full';

export interface Rejection {
  ok: false;
  reason: RejectionReason;
  message: string;
}

export function reject(reason: RejectionReason, message: string): Rejection {
  return { ok: false, reason, message };
}
