import type {
  GameMap,
  MapFinding,
  MapValidation,
  SelectionInput,
} from '../../../engine/skirmish.ts';

/** One line of the validation panel: an engine finding, how grave it is, and a stable key. */
export interface ShownFinding {
  /** Stable while the finding stands (its code and its words), so a clicked one is known again. */
  key: string;
  severity: 'error' | 'warning';
  finding: MapFinding;
}

/**
 * The findings as the panel lists them (issue 12, item 4): errors first, since they are what stops
 * the map from being played (playableMap), then warnings, each group in the engine's own order.
 */
export function shownFindings(validation: MapValidation): ShownFinding[] {
  const seen = new Map<string, number>();
  const shown = (severity: ShownFinding['severity']) => (finding: MapFinding) => {
    const base = `${severity}:${finding.code}:${finding.message}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { key: n === 0 ? base : `${base}#${n}`, severity, finding };
  };
  return [...validation.errors.map(shown('error')), ...validation.warnings.map(shown('warning'))];
}

/**
 * What a click on a finding selects: the element it names (a token or a cover object by its id,
 * a door or a building by its index), or its squares when it names none, or names a painted
 * area (ranks are painted squares, which the selection holds as squares). Squares off the map are
 * left out: the selection only holds squares of the map.
 */
export function findingSelection(map: GameMap, finding: MapFinding): SelectionInput {
  const [w, h] = map.size;
  const squares = finding.squares.filter(([x, y]) => x >= 0 && y >= 0 && x < w && y < h);
  const element = finding.element;
  if (!element) return { squares };
  switch (element.list) {
    case 'tokens': {
      const id = map.tokens[element.index]?.id;
      return id ? { tokens: [id] } : { squares };
    }
    case 'cover': {
      const id = map.cover[element.index]?.id;
      return id ? { cover: [id] } : { squares };
    }
    case 'doors':
      return { doors: [element.index] };
    case 'buildings':
      return { buildings: [element.index] };
    case 'ranks':
      return { squares };
  }
}
