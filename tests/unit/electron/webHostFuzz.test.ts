import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { METHOD_NAMES } from '../../../electron/contract.ts';
import { json, rawRequest, request, useWebHosts } from './webHostClient.ts';

const { start, tempDir } = useWebHosts();

/** Seeded, so a failure is the same requests on the next run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One request as bytes: a mix of what the page sends and what no page would. `framed` when its
 * body is framed as HTTP says (a true Content-Length, or whole chunks): such a request, sent with
 * `Connection: close`, must be answered, so silence is a failure, not a pass. One whose length
 * lies may be left waiting for bytes that never come, as any server would.
 */
export function fuzzRequest(next: () => number, port: number): { bytes: Buffer; framed: boolean } {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const junk = (length: number) =>
    Buffer.from(Array.from({ length }, () => Math.floor(next() * 256))).toString('latin1');
  const method = pick(['GET', 'GET', 'HEAD', 'POST', 'POST', 'POST', 'PUT', 'OPTIONS', 'BREW']);
  const target = pick([
    '/',
    '/index.html',
    '/assets/app.js',
    '/projector',
    `/api/${pick(METHOD_NAMES)}`,
    `/api/${pick(METHOD_NAMES)}`,
    '/api/eval',
    '/api/',
    '*',
    'http://[',
    `http://127.0.0.1:${port}/api/listSaves`,
    'http://evil.example/',
    '//evil.example/x',
    'file:///etc/passwd',
    '/%',
    '/%00',
    '/..%2f..%2fetc%2fpasswd',
    '/../../etc/passwd',
    '/assets/../../package.json',
    '/%2e%2e/%2e%2e/package.json',
    '/assets/..%5c..%5cpackage.json',
    '/api/../index.html',
    '/.env',
    `/${encodeURIComponent(junk(12))}`,
    `/?q=${encodeURIComponent(junk(8))}`,
    `/${'a'.repeat(9000)}`,
  ]);
  const body = pick([
    '',
    '{}',
    '{',
    'null',
    '[]',
    '"x"',
    '{"kind":"map","name":"F","data":{"size":[3,3]}}',
    '{"kind":"image","name":"F","data":{"type":"image/png","width":1,"height":1,"bytes":"AAAA"}}',
    '{"kind":"session","name":"F","data":null,"owner":"o"}',
    '{"name":"F","owner":"o","takeOver":true}',
    '{"settings":{"autoAdvance":1}}',
    '{"map":{"a":1},"view":[],"controls":"x"}',
    '{"__proto__":{"polluted":1},"kind":"map"}',
    // Names and files that would climb out of the data folder, were they ever joined to a path.
    '{"kind":"map","name":"../../../../outside","data":{"size":[3,3]}}',
    '{"kind":"map","name":"..\\\\..\\\\..\\\\..\\\\outside","data":{"size":[3,3]}}',
    '{"kind":"map","from":"F","to":"../../../../outside"}',
    '{"kind":"map","name":"/etc/passwd"}',
    '{"kind":"map","name":"F","version":"../../../../../../outside.json"}',
    '{"kind":"map","file":"../../../../../outside.json"}',
    '{"kind":"map","file":"..%2f..%2foutside.json"}',
    junk(64),
    `{"pad":"${'x'.repeat(100_000)}"}`,
  ]);
  const headers = [
    next() < 0.85 ? `Host: 127.0.0.1:${port}` : pick(['Host: evil.example', `Host: ${junk(6)}`]),
  ];
  if (next() < 0.7) {
    headers.push(
      `Content-Type: ${pick(['application/json', 'application/json; charset=utf-8', 'application/jsonp', 'text/plain', 'application/json; charset="utf-8"', junk(10)])}`,
    );
  }
  if (next() < 0.15) headers.push(pick(['Origin: http://evil.example', `Origin: ${junk(5)}`]));
  if (next() < 0.1) headers.push(`X-${'y'.repeat(5)}: ${junk(20)}`);
  const framing = next();
  if (framing < 0.7) headers.push(`Content-Length: ${Buffer.byteLength(body, 'latin1')}`);
  else if (framing < 0.8) headers.push('Transfer-Encoding: chunked');
  else if (framing < 0.85)
    headers.push(`Content-Length: ${pick(['-1', 'abc', '1e3', '999999999999'])}`);
  headers.push('Connection: close');
  const payload =
    framing >= 0.7 && framing < 0.8
      ? `${Buffer.byteLength(body, 'latin1').toString(16)}\r\n${body}\r\n0\r\n\r\n`
      : body;
  const bytes = Buffer.from(
    `${method} ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n${payload}`,
    'latin1',
  );
  return { bytes, framed: framing < 0.8 };
}

/** `npm test` sends a tenth of `npm run soak`'s 10,000. */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1_000);
/**
 * Requests in flight at once: as many as the host takes large bodies at once (MAX_LARGE_BODIES),
 * so a refusal of a fifth (a 503, by design) never shows here as a server error.
 */
const IN_FLIGHT = 4;

/** Every file and folder under `dir`, as paths relative to it. */
async function everything(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.map((entry) => entry.split(path.sep).join('/')).sort();
}

describe('the web host under random requests (issue 16)', () => {
  it(
    'answers none of them with a server error, and stays up with every place free',
    async () => {
      // The data folder alone in a folder of its own: anything written beside it is a leak.
      const around = await tempDir();
      const host = await start({ dataDir: path.join(around, 'data') });
      const servedBefore = await everything(host.staticDir);
      const next = random(16);
      for (let i = 0; i < REQUESTS; i += IN_FLIGHT) {
        // Drawn in order, so the same seed sends the same requests however they interleave.
        const batch = Array.from({ length: Math.min(IN_FLIGHT, REQUESTS - i) }, () =>
          fuzzRequest(next, host.port),
        );
        // A framed request is closed by the host once answered, so its long quiet costs nothing
        // but room for a slow machine; one left waiting by its own lie is given up after 200 ms.
        const answers = await Promise.all(
          batch.map(({ bytes, framed }) => rawRequest(host, bytes, framed ? 10_000 : 200)),
        );
        answers.forEach((answer, j) => {
          if (batch[j]!.framed) expect(answer, `request ${i + j} was not answered`).not.toBeNull();
          expect(answer?.status ?? 0, `request ${i + j}`).toBeLessThan(500);
        });
      }
      // Nothing written outside the data folder: not beside it, not in the served build.
      expect(
        (await everything(around)).filter((p) => p !== 'data' && !p.startsWith('data/')),
      ).toEqual([]);
      expect(await everything(host.staticDir)).toEqual(servedBefore);
      // A body refused or cut short gave its place back: four large ones are still taken at once.
      const large = JSON.stringify({ kind: 'map', name: 'After', data: { size: [3, 3] } });
      const calls = [1, 2, 3, 4].map(() =>
        request(host, {
          method: 'POST',
          path: '/api/listSaves',
          headers: json,
          body: `{}${' '.repeat(200_000)}`,
        }),
      );
      for (const call of await Promise.all(calls)) expect(call.status).toBe(200);
      const saved = await request(host, {
        method: 'POST',
        path: '/api/writeSave',
        headers: json,
        body: large,
      });
      expect(JSON.parse(saved.body)).toMatchObject({ ok: true });
    },
    30_000 + REQUESTS * 100,
  );
});
