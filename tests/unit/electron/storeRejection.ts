import { StoreError } from '../../../electron/store/storeError.ts';

/** The StoreError a store call refuses with; any other error, or none, fails the test. */
export async function rejection(promise: Promise<unknown>): Promise<StoreError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StoreError) return error;
    throw error;
  }
  throw new Error('expected the store to refuse');
}
