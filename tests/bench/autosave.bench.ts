import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Session } from '../../engine/game/session.ts';
import { sessionToSave } from '../../engine/save/sessionSave.ts';
import { startWebHost } from '../../electron/webHost.ts';
import { createBridge } from '../../renderer/bridge/appBridge.ts';
import { httpTransport } from '../../renderer/bridge/httpTransport.ts';
import { autosaveWriter, type AutosaveWriter } from '../../common/autosaveWriter.ts';
import { denseSession, sampleSession } from './autosaveSessions.ts';
import { alternate, round, type Benchmark } from './harness.ts';

const ACTIONS = 1000;
const ROUNDS = 30;
const WARMUP = 5;
const TARGET_RATIO = 2;

/** One autosave write, from the renderer's call to the host's answer; throws if it failed. */
async function timeWrite(write: AutosaveWriter, session: Session): Promise<number> {
  const start = performance.now();
  const result = await write(session);
  const ms = performance.now() - start;
  if (!result.ok) throw new Error(`autosave-200: the write failed: ${result.error.message}`);
  return ms;
}

/**
 * autosave-200: one autosave of a 1,000-action session on the dense 200×200 map against the same
 * on the sample map, through the real web host on 127.0.0.1 and the renderer's own writer. Each
 * write overwrites the table's autosave with its start unchanged, as every write after a table's
 * first does. Reported apart: the first write of a session (its start validated in full), and a
 * write that sends the whole session (a table whose host was restarted, or another client).
 */
const autosave200: Benchmark = {
  name: 'autosave-200',
  async run() {
    const dense = denseSession(ACTIONS);
    const sample = sampleSession(ACTIONS);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-bench-autosave-'));
    const host = await startWebHost({ port: 0, dataDir: dir, staticDir: dir, version: 'bench' });
    try {
      const bridge = createBridge(httpTransport(host.url));
      let tables = 0;
      /** The first write of a new table's autosave: a new file, a start the host has not seen. */
      const firstWrite = (session: Session) => () =>
        timeWrite(autosaveWriter(bridge, `Autosave – bench ${++tables}`), session);
      const first = await alternate(firstWrite(dense), firstWrite(sample), 5, 1);

      const writeDense = autosaveWriter(bridge, 'Autosave – bench 200×200');
      const writeSample = autosaveWriter(bridge, 'Autosave – bench sample');
      const lean = await alternate(
        () => timeWrite(writeDense, dense),
        () => timeWrite(writeSample, sample),
        ROUNDS,
        WARMUP,
      );

      /** The whole session sent again over the same autosave, as the writer's first write does. */
      const whole = (name: string, session: Session) => async () => {
        const start = performance.now();
        const result = await bridge.writeSave({
          kind: 'session',
          name,
          data: sessionToSave(session),
          overwrite: true,
        });
        if (!result.ok) throw new Error(`autosave-200: the write failed: ${result.error.message}`);
        return performance.now() - start;
      };
      const wholeWrites = await alternate(
        whole('Autosave – bench 200×200', dense),
        whole('Autosave – bench sample', sample),
        ROUNDS / 2,
        WARMUP,
      );

      const ratio = lean.ours / lean.baseline;
      const chars = (session: Session) => JSON.stringify(sessionToSave(session)).length;
      return {
        name: 'autosave-200',
        ours_ms: round(lean.ours),
        baseline: `the same autosave of ${ACTIONS} logged actions on the sample map (dusty-crossing, 16×12)`,
        baseline_ms: round(lean.baseline),
        ratio: round(ratio),
        target: TARGET_RATIO,
        target_kind: 'ratio',
        pass: ratio <= TARGET_RATIO,
        whole_ms: round(wholeWrites.ours),
        whole_sample_ms: round(wholeWrites.baseline),
        whole_ratio: round(wholeWrites.ours / wholeWrites.baseline),
        first_write_ms: round(first.ours),
        first_write_sample_ms: round(first.baseline),
        session_chars: chars(dense),
        session_chars_sample: chars(sample),
        samples: ROUNDS,
        includes:
          'renderer autosaveWriter (sessionToSave, httpTransport JSON.stringify + Node fetch) → ' +
          'web host on 127.0.0.1 (body read, JSON.parse, contract check, validation, atomic write ' +
          'of the whole document with fsync of file and folder, index update) → answer parsed; ' +
          'not in it: the 700 ms debounce, Chromium’s fetch, the Electron IPC transport',
        note:
          'ours/baseline: medians per write, overwriting the same autosave with its start unchanged ' +
          '(the writer names the start the host holds by its hash, so only the log is sent and ' +
          'validated); whole_*: the whole session sent again, start unchanged (the host checks ' +
          'its hash, validates the log); first_write_*: a new table’s first write (new file, ' +
          'start validated in full), median of 5',
      };
    } finally {
      await host.close();
      await rm(dir, { recursive: true, force: true });
    }
  },
};

export const benchmarks: Benchmark[] = [autosave200];
