/**
 * A UVTT file the import cannot read: a field missing or of the wrong kind. The message names the
 * field by its path in the file (`resolution.pixels_per_grid: expected a positive number`), so the
 * Dealer, or whoever made the file, can find what to fix. Nothing is imported from such a file.
 */
export class UvttInputError extends Error {
  /** The field's path in the file, as `resolution.map_size.x` or `portals[2].bounds`. */
  readonly field: string;
  constructor(field: string, reason: string) {
    super(field ? `${field}: ${reason}` : reason);
    this.name = 'UvttInputError';
    this.field = field;
  }
}
