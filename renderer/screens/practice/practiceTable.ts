import { type LevelName } from '../../../engine/core.ts';
import {
  asPractice,
  practiceEncounter,
  RulesInputError,
  type PracticeChoices,
} from '../../../engine/skirmish.ts';
import { tableForEncounter } from '../../state/newTable.ts';
import { withSettings, type AppSettings } from '../../state/settings.ts';
import { TableStore } from '../../state/tableStore.ts';

export type PracticeStart = { ok: true; table: TableStore } | { ok: false; reason: string };

/**
 * Issue 14, item 3: the table a practice opens. Its encounter is the engine's (practiceEncounter),
 * seated as any prepared encounter is (tableForEncounter, issue 13); its session plays the NPC
 * side at `level` and remembers the practice by `id`, so that its end is recorded once. A choice
 * the rules cannot seat is refused with the engine's sentence, unchanged.
 */
export function tableForPractice(
  choices: PracticeChoices,
  level: LevelName,
  id: string,
  settings: AppSettings,
): PracticeStart {
  try {
    const encounter = practiceEncounter(choices);
    const seated = tableForEncounter(encounter, choices.map, settings, {
      characters: choices.posse,
    });
    const play = { id, map: choices.mapName, level };
    const table = new TableStore(asPractice(seated.session.get(), play));
    return { ok: true, table: withSettings(table, settings) };
  } catch (error) {
    if (error instanceof RulesInputError) return { ok: false, reason: error.reason };
    throw error;
  }
}
