import type { Judge } from './judgePool.ts';
import { performJudgement } from './judgements.ts';

/**
 * The judge's work on the calling thread: for a test that counts what a write validates (a spy
 * sees only its own thread). The store's own judge is the pool (judgePool.ts); both answer alike,
 * as both run the same judgements (judgements.ts).
 */
export const inThreadJudge: Judge = { run: performJudgement };
