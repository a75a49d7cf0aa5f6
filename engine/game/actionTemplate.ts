import type { AdjustHpTemplate } from './records/adjustHp.ts';
import type { AwardChipTemplate } from './records/awardChip.ts';
import type { CallCheckTemplate } from './records/callCheck.ts';
import type { HideTemplate } from './records/hide.ts';
import type { PlaceTokenTemplate } from './records/placeToken.ts';
import type { RevealTemplate } from './records/reveal.ts';
import type { SetFogTemplate } from './records/setFog.ts';
import type { SetRulesTemplate } from './records/setRules.ts';
import type { SetSeatingTemplate } from './records/setSeating.ts';

/**
 * A Dealer action with free parameters, and the bounds the engine accepts them in: the union of
 * the templates the records declare (records/).
 */
export type ActionTemplate =
  | SetRulesTemplate
  | CallCheckTemplate
  | AdjustHpTemplate
  | AwardChipTemplate
  | PlaceTokenTemplate
  | SetSeatingTemplate
  | HideTemplate
  | RevealTemplate
  | SetFogTemplate;
