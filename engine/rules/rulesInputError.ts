/**
 * Input the rules cannot evaluate: an unknown weapon, trait or check, a square off the map, a
 * malformed map. It names the field, so the person (or the scenario file) can fix it. The engine
 * never guesses a default for such input.
 */
export class RulesInputError extends Error {
  readonly field: string;
  /** The sentence without the field's path, for people at the table. */
  readonly reason: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'RulesInputError';
    this.field = field;
    this.reason = message;
  }
}
