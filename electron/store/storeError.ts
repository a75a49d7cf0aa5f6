/** Why a store operation was refused. The renderer shows `message`; tests and code use `code`. */
export type StoreErrorCode =
  | 'invalid_name'
  | 'invalid_data'
  | 'exists'
  | 'not_found'
  | 'corrupt'
  | 'io'
  /** A session write named a start state the store does not hold (writableSave.ts). */
  | 'start_unknown';

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, message: string) {
    super(message);
    this.name = 'StoreError';
    this.code = code;
  }
}
