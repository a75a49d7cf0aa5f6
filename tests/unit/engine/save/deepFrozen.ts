/**
 * The value with every object and array in it frozen: a migration handed it can only read it
 * (strict mode makes any write throw), so a test proves it never mutates its input.
 */
export function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}
