import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Session } from '../../engine/game/session.ts';
import { sessionToSave } from '../../engine/save/sessionSave.ts';
import { startWebHost } from '../../electron/webHost.ts';
import { createBridge } from '../../renderer/bridge/appBridge.ts';
import { httpTransport } from '../../renderer/bridge/httpTransport.ts';
import { autosaveWriter, type AutosaveWriter } from '../../renderer/state/autosave.ts';
import { denseSession, sampleSession } from './autosaveSessions.ts';
import { medianMs, round, type Benchmark } from './harness.ts';

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
 * on the sample map, through the real web host on 127.0.0.1 and the renderer's own client code.
 * Each write overwrites the table's autosave with its start unchanged, as every write after a
 * table's first does; the first writes (a new file, and a start state the host has not seen) are
 * reported apart.
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
      const writeDense = autosaveWriter(bridge, 'Autosave – bench 200×200');
      const writeSample = autosaveWriter(bridge, 'Autosave – bench sample');
      const firstDense = await timeWrite(writeDense, dense);
      const firstSample = await timeWrite(writeSample, sample);
      for (let i = 0; i < WARMUP; i++) {
        await timeWrite(writeDense, dense);
        await timeWrite(writeSample, sample);
      }
      const ours: number[] = [];
      const baseline: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        ours.push(await timeWrite(writeDense, dense));
        baseline.push(await timeWrite(writeSample, sample));
      }
      const oursMs = medianMs(ours);
      const baselineMs = medianMs(baseline);
      const ratio = oursMs / baselineMs;
      const bytes = (session: Session) => JSON.stringify(sessionToSave(session)).length;
      return {
        name: 'autosave-200',
        ours_ms: round(oursMs),
        baseline: `the same autosave of ${ACTIONS} logged actions on the sample map (dusty-crossing, 16×12)`,
        baseline_ms: round(baselineMs),
        ratio: round(ratio),
        target_ratio: TARGET_RATIO,
        pass: ratio <= TARGET_RATIO,
        first_write_ms: round(firstDense),
        first_write_sample_ms: round(firstSample),
        data_chars: bytes(dense),
        data_chars_sample: bytes(sample),
        samples: ours.length,
        includes:
          'renderer autosaveWriter (sessionToSave, httpTransport JSON.stringify + Node fetch) → ' +
          'web host on 127.0.0.1 (body read, JSON.parse, contract check, validation, atomic write ' +
          'with fsync of file and folder, index update) → answer parsed; the 700 ms debounce, ' +
          'Chromium’s fetch and the Electron IPC transport are not in it',
        note: 'median per write over overwrites of the same autosave, start state unchanged; first_write_*: the first write of each (a new file, a start the host has not seen)',
      };
    } finally {
      await host.close();
      await rm(dir, { recursive: true, force: true });
    }
  },
};

export const benchmarks: Benchmark[] = [autosave200];
