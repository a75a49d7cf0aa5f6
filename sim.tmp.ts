import { chooseAction } from './engine/ai/simpleAi.ts';
import { applyAction } from './engine/game/applyAction.ts';
import { encounter } from './tests/unit/engine/game/encounterFixture.ts';
let s = encounter(3, { autoAdvance: true });
let n = 0;
for (; n < 2000; n++) {
  const a = chooseAction(s);
  if (!a) break;
  const r = applyAction(s, a);
  if (!r.ok) {
    console.log('REJECT', a, r.message);
    break;
  }
  s = r.state;
  if (n < 60) for (const e of r.events) console.log(' -', e.text);
}
console.log(
  'actions',
  n,
  s.encounter.value,
  Object.values(s.combatants).map((c) => `${c.name} ${c.hp.value}/${c.hp.max}`),
);
