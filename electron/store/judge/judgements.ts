import type { JudgeOp, JudgeOps } from './judgeMessages.ts';
import { judgeData, judgeFile, judgeStart, judgeWriteBody } from './saveJudgement.ts';

/** Each operation of the judge, by name: what a judge thread runs, and the in-thread judge too. */
export const JUDGEMENTS: {
  [K in JudgeOp]: (
    args: JudgeOps[K]['args'],
  ) => JudgeOps[K]['value'] | Promise<JudgeOps[K]['value']>;
} = {
  file: judgeFile,
  data: judgeData,
  start: ({ sentText }) => judgeStart(sentText),
  writeBody: ({ body, knownHashes }) =>
    judgeWriteBody(Buffer.from(body).toString('utf8'), knownHashes),
};

export async function performJudgement<K extends JudgeOp>(
  op: K,
  args: JudgeOps[K]['args'],
): Promise<JudgeOps[K]['value']> {
  const judgement = JUDGEMENTS[op] as (args: JudgeOps[K]['args']) => JudgeOps[K]['value'];
  return judgement(args);
}
