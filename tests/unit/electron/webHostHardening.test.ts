import { mkdir, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WebHost } from '../../../electron/webHost.ts';
import { LargeBodies } from '../../../electron/requestBodies.ts';
import { scaled } from '../../slowdown.ts';
import { json, rawRequest, request, useWebHosts, type Answer } from './webHostClient.ts';
import { watchedCount } from '../watchedCount.ts';

const { start, tempDir } = useWebHosts();
const MB = 1024 * 1024;

/** A small valid map write, padded with JSON whitespace to `bytes` so its size is what counts. */
function paddedMapWrite(name: string, bytes: number): string {
  const call = JSON.stringify({ kind: 'map', name, data: { size: [3, 3] } });
  return call + ' '.repeat(Math.max(0, bytes - call.length));
}

/**
 * A call whose body is announced by its Content-Length and only begun: it holds its place in the
 * host until `finish` sends the rest. `answer` settles as soon as the host answers, even early.
 */
function heldCall(host: WebHost, method: string, body: string, sentFirst = 64 * 1024) {
  let req!: http.ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    req = http.request(
      {
        host: '127.0.0.1',
        port: host.port,
        method: 'POST',
        path: `/api/${method}`,
        headers: {
          ...json,
          host: `127.0.0.1:${host.port}`,
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    // Once the host has answered and closed, the rest of the body may fail to go: not this test's.
    req.on('error', reject);
  });
  req.write(body.slice(0, sentFirst));
  return {
    answer,
    finish: () => {
      req.end(body.slice(sentFirst));
      return answer;
    },
  };
}

/** A hostTable call (a game opened on the table, whole) with no Content-Length: the host can only count what arrives. */
function chunkedTableOpen(host: WebHost): http.ClientRequest {
  return http.request({
    host: '127.0.0.1',
    port: host.port,
    method: 'POST',
    path: '/api/hostTable',
    headers: { ...json, host: `127.0.0.1:${host.port}`, 'transfer-encoding': 'chunked' },
  });
}

/**
 * Rejects after `idleMs` (stretched on a busy machine), so a host that waits for the whole body
 * fails the test, saying what it did not answer, instead of hanging until the test's own timeout.
 */
function within<T>(promise: Promise<T>, idleMs: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`no answer within ${scaled(idleMs)} ms: ${what}`)),
        scaled(idleMs),
      ),
    ),
  ]);
}

/** The host's places for large bodies, telling the test when `count` of them have been taken. */
function watchedPlaces() {
  const bodies = new LargeBodies();
  const placeFor = bodies.placeFor.bind(bodies);
  let taken = 0;
  const places = watchedCount(() => taken);
  bodies.placeFor = (bytes) => {
    const place = placeFor(bytes);
    if (place) taken++;
    places.changed();
    return place;
  };
  return { bodies, taken: (count: number) => places.until((n) => n >= count) };
}

describe('the web host under large or many bodies (issue 16, HD5)', () => {
  it('refuses a body announced larger than any document at once, before it is sent', async () => {
    const host = await start();
    const call = heldCall(host, 'writeSave', paddedMapWrite('Huge', 100 * MB), 1024);
    const res = await within(call.answer, 3000, 'a 100 MB Content-Length');
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      ok: false,
      error: {
        code: 'too_large',
        message:
          'The save is larger than 20 MB, the most one document may be (an image may be 50 MB).',
      },
    });
  });

  it('refuses a streamed body while it streams, once it passes the cap of its method', async () => {
    const host = await start();
    // No Content-Length: the host can only count what arrives.
    const req = chunkedTableOpen(host);
    let answered = false;
    const answer = new Promise<Answer>((resolve) =>
      req.on('response', (res) => {
        answered = true;
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      }),
    );
    req.on('error', () => undefined);
    req.write('{"save":{"pad":"');
    const chunk = 'x'.repeat(MB);
    // One listener for the request's close, not one per full buffer: a listener a loop adds each
    // time round and never takes off is the leak Node warns of past ten.
    const closed = new Promise((resolve) => req.once('close', resolve));
    let sent = 0;
    while (!answered && sent < 40 * MB) {
      sent += MB;
      if (!req.write(chunk)) {
        // Once the host has answered it reads no more: the answer, not a drain, ends the wait.
        await Promise.race([new Promise((resolve) => req.once('drain', resolve)), closed, answer]);
      }
    }
    req.end('"}}');
    const res = await within(answer, 5000, 'the streamed body');
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.message).toContain('20 MB');
    // Refused near the cap, not after the 40 MB were all in.
    expect(sent).toBeLessThan(30 * MB);
  });

  it(
    'keeps a map, a character or a session to 20 MB, but takes a 50 MB image',
    async () => {
      const host = await start();
      const map = await request(host, {
        method: 'POST',
        path: '/api/writeSave',
        headers: json,
        body: paddedMapWrite('Too big', 21 * MB),
      });
      expect(map.status).toBe(413);
      expect(JSON.parse(map.body).error.message).toContain('20 MB');
      const fits = await request(host, {
        method: 'POST',
        path: '/api/writeSave',
        headers: json,
        body: paddedMapWrite('Just fits', 19 * MB),
      });
      expect(JSON.parse(fits.body)).toMatchObject({ ok: true, value: { name: 'Just fits' } });

      // An image travels as base64 in its document: 50 MB of PNG is 66.7 MB of text.
      const png = Buffer.alloc(50 * MB);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
      const image = await request(host, {
        method: 'POST',
        path: '/api/writeSave',
        headers: json,
        body: JSON.stringify({
          kind: 'image',
          name: 'Largest background',
          data: { type: 'image/png', width: 16384, height: 16384, bytes: png.toString('base64') },
        }),
      });
      expect(image.status).toBe(200);
      expect(JSON.parse(image.body)).toMatchObject({ ok: true, value: { kind: 'image' } });
    },
    scaled(30_000),
  );

  it('takes four large bodies at once and answers a fifth that the host is busy', async () => {
    const places = watchedPlaces();
    const host = await start({ largeBodies: places.bodies });
    const held = [1, 2, 3, 4].map((n) => heldCall(host, 'writeSave', paddedMapWrite(`M${n}`, MB)));
    // The four have begun to arrive, each holding its place, before the fifth does.
    await places.taken(4);
    const fifth = heldCall(host, 'writeSave', paddedMapWrite('M5', MB));
    const busy = await within(fifth.answer, 3000, 'the fifth large body');
    expect(busy.status).toBe(503);
    expect(JSON.parse(busy.body)).toEqual({
      ok: false,
      error: { code: 'busy', message: expect.stringMatching(/^The host is .+\.$/) },
    });
    // Small calls (a list, a heartbeat) are still answered meanwhile.
    const list = await request(host, {
      method: 'POST',
      path: '/api/listSaves',
      headers: json,
      body: '{}',
    });
    expect(list.status).toBe(200);
    for (const call of held) expect((await call.finish()).status).toBe(200);
    // Their places are free again.
    const again = await heldCall(host, 'writeSave', paddedMapWrite('M6', MB)).finish();
    expect(JSON.parse(again.body)).toMatchObject({ ok: true, value: { name: 'M6' } });
  });
  it('frees the place of a body refused as too large at once, while the rest still comes', async () => {
    const host = await start({ maxBodyBytes: 256 * 1024 });
    const refused = [1, 2, 3, 4].map(() => {
      const req = chunkedTableOpen(host);
      req.on('error', () => undefined);
      // Over the cap, and never ended: the host is still reading the rest when the next comes.
      req.write(`{"save":{"pad":"${'x'.repeat(300 * 1024)}`);
      return new Promise<number>((resolve) =>
        req.on('response', (res) => resolve(res.statusCode!)),
      );
    });
    expect(await Promise.all(refused)).toEqual([413, 413, 413, 413]);
    const next = await heldCall(host, 'writeSave', paddedMapWrite('Next', 200 * 1024)).finish();
    expect(JSON.parse(next.body)).toMatchObject({ ok: true, value: { name: 'Next' } });
  });
});

describe('the web host with odd requests (issue 16, HD8)', () => {
  it('answers a request target that is no URL with 400 and a sentence, not a 500', async () => {
    const host = await start();
    const res = await rawRequest(
      host,
      `GET http://[ HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nConnection: close\r\n\r\n`,
    );
    expect(res?.status).toBe(400);
    expect(res?.body).toMatch(/The request .+\./);
    expect(res?.body).not.toMatch(/Error|at |node:/);
  });

  it('serves an absolute-form target for itself, and refuses one for another host', async () => {
    const host = await start();
    const at = (target: string) =>
      rawRequest(
        host,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nConnection: close\r\n\r\n`,
      );
    expect((await at(`http://127.0.0.1:${host.port}/`))?.status).toBe(200);
    expect((await at('http://evil.example/'))?.status).toBe(403);
  });
});

describe('the web host serves only the renderer build itself (issue 16, HD10)', () => {
  it('does not follow a symbolic link out of the build', async () => {
    const host = await start();
    const outside = await tempDir();
    await writeFile(path.join(outside, 'secret.js'), 'the secret');
    await symlink(path.join(outside, 'secret.js'), path.join(host.staticDir, 'linked.js'));
    await symlink(outside, path.join(host.staticDir, 'assets', 'shared'));
    for (const p of ['/linked.js', '/assets/shared/secret.js']) {
      const res = await request(host, { path: p });
      expect(res.status, p).toBe(404);
      expect(res.body, p).not.toContain('the secret');
    }
  });

  it('serves no dotfile, at the top or deeper', async () => {
    const host = await start();
    await writeFile(path.join(host.staticDir, '.env'), 'TOKEN=1');
    await writeFile(path.join(host.staticDir, 'assets', '.secret.js'), 'x');
    await mkdir(path.join(host.staticDir, '.git'));
    await writeFile(path.join(host.staticDir, '.git', 'config'), 'x');
    for (const p of ['/.env', '/assets/.secret.js', '/.git/config', '/%2egit/config']) {
      expect((await request(host, { path: p })).status, p).toBe(404);
    }
    expect((await request(host, { path: '/assets/app.js' })).status).toBe(200);
  });

  it('takes application/json with its parameters, and no other media type', async () => {
    const host = await start();
    const call = (type: string) =>
      request(host, {
        method: 'POST',
        path: '/api/listSaves',
        headers: { 'content-type': type },
        body: '{}',
      });
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset=UTF-8',
      'Application/JSON',
    ]) {
      expect((await call(type)).status, type).toBe(200);
    }
    for (const type of [
      'application/jsonp',
      'application/json-patch+json',
      'application/json5',
      'application/json; charset=latin1',
      'text/plain; x=application/json',
    ]) {
      expect((await call(type)).status, type).toBe(415);
    }
  });
});
