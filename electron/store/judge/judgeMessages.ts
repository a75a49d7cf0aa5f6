import type {
  BodyJudgement,
  DataJudgement,
  DataRequest,
  FileJudgement,
  FileRequest,
  StartJudgement,
} from './saveJudgement.ts';

/** The judge's operations: each one's arguments and answer, as they cross to its thread and back. */
export interface JudgeOps {
  file: { args: FileRequest; value: FileJudgement };
  data: { args: DataRequest; value: DataJudgement };
  start: { args: { sentText: string }; value: StartJudgement };
  writeBody: { args: { body: ArrayBuffer; knownHashes: readonly string[] }; value: BodyJudgement };
}
export type JudgeOp = keyof JudgeOps;

export type JudgeRequest = {
  [K in JudgeOp]: { id: number; op: K; args: JudgeOps[K]['args'] };
}[JudgeOp];

export type JudgeReply =
  | { id: number; ok: true; value: JudgeOps[JudgeOp]['value'] }
  /** The operation threw (a fault of the judge, not of the save): said in words. */
  | { id: number; ok: false; message: string };
