/** Why a store operation was refused. The renderer shows `message`; tests and code use `code`. */
export type StoreErrorCode =
  | 'invalid_name'
  | 'invalid_data'
  | 'exists'
  | 'not_found'
  | 'corrupt'
  | 'io'
  /** A session write named a start state the store does not hold (writableSave.ts). */
  | 'start_unknown'
  /** Another window plays this session (sessionLeases.ts): read it, or take it over. */
  | 'leased'
  /** This window's lease was taken over by another: its write is refused, not merged. */
  | 'lease_lost'
  /** What this host cannot do: the web host has no print to PDF (the browser's dialog does it). */
  | 'unsupported';

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, message: string) {
    super(message);
    this.name = 'StoreError';
    this.code = code;
  }
}
