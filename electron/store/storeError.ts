/** Why a store operation was refused. The renderer shows `message`; tests and code use `code`. */
export type StoreErrorCode =
  'invalid_name' | 'invalid_data' | 'exists' | 'not_found' | 'corrupt' | 'io';

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, message: string) {
    super(message);
    this.name = 'StoreError';
    this.code = code;
  }
}
