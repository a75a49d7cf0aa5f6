import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where stress-ng is on PATH, or undefined. */
export function findStressNg(pathVariable = process.env.PATH ?? ''): string | undefined {
  for (const dir of pathVariable.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'stress-ng');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder: the next one.
    }
  }
  return undefined;
}

export const MISSING_STRESS_NG =
  "npm run test:loaded needs Debian's stress-ng to load the machine: apt-get install stress-ng";

/** What the load average did while the work ran: its 1-minute figure, sampled. */
export interface LoadSeen {
  samples: number[];
  median: number;
  max: number;
}

export interface UnderLoadOptions {
  /** How many CPU hogs stress-ng runs, each a busy loop on a core's share. */
  hogs: number;
  /** The 1-minute load average to wait for before the work starts: the hogs are at full strength. */
  settledLoad: number;
  /** Where to look for stress-ng: PATH, unless a test hides it. */
  searchPath?: string;
  /**
   * stress-ng's own time limit (its --timeout: '3h', '2m'), which stops the hogs should this
   * process end without stopping them itself: killed, or a test timed out mid-run.
   */
  lastsAtMost?: string;
  loadAverage?: () => number;
  /** How often the load average is looked at, while settling and while the work runs. */
  sampleMs?: number;
}

/**
 * Runs `work` while `hogs` stress-ng CPU hogs keep the machine busy, and stops them after, however
 * the work ends (and if this process is interrupted). The work starts once the hogs have said they
 * are running and the load average, which lags them by about a minute, has reached
 * `settledLoad`; the load seen meanwhile is handed back with the work's result, so a run can say
 * what load it passed under. The work is given the pid of stress-ng, whose hogs are its children.
 */
export async function underLoad<T>(
  options: UnderLoadOptions,
  work: (hogsPid: number) => Promise<T>,
): Promise<{ result: T; load: LoadSeen }> {
  const stressNg = findStressNg(options.searchPath);
  if (!stressNg) throw new Error(MISSING_STRESS_NG);
  const loadAverage = options.loadAverage ?? (() => os.loadavg()[0]!);
  const sampleMs = options.sampleMs ?? 5_000;
  // Verbose, for its word that every hog started; from the temporary folder, for any file it makes.
  const limit = options.lastsAtMost ?? '3h';
  const hog = spawn(stressNg, ['--cpu', String(options.hogs), '--timeout', limit, '--verbose'], {
    cwd: os.tmpdir(),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = () => hog.kill('SIGTERM');
  process.once('exit', stop);
  try {
    await dispatched(hog);
    await new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const gone = () => {
        clearTimeout(timer);
        reject(new Error('stress-ng stopped before the load settled'));
      };
      const look = () => {
        if (loadAverage() < options.settledLoad) return void (timer = setTimeout(look, sampleMs));
        hog.off('exit', gone);
        resolve();
      };
      hog.once('exit', gone);
      look();
    });
    const samples: number[] = [loadAverage()];
    const sampler = setInterval(() => samples.push(loadAverage()), sampleMs);
    try {
      const result = await work(hog.pid!);
      return { result, load: summarise(samples) };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    process.off('exit', stop);
    await stopped(hog);
  }
}

/** Resolves once stress-ng says its hogs have all started; rejects if it stops before. */
function dispatched(hog: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let said = '';
    hog.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (/\d+ stressors? started/.test(said)) resolve();
    });
    hog.once('error', reject);
    hog.once('exit', (code) =>
      reject(
        new Error(`stress-ng stopped (${code}): ${said.trim().split('\n').slice(-3).join(' ')}`),
      ),
    );
  });
}

function stopped(hog: ChildProcess): Promise<void> {
  if (hog.exitCode !== null || hog.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    hog.once('exit', () => resolve());
    hog.kill('SIGTERM');
  });
}

function summarise(samples: number[]): LoadSeen {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples,
    median: sorted[Math.floor(sorted.length / 2)]!,
    max: sorted[sorted.length - 1]!,
  };
}
