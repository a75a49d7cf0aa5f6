import { describe, expect, it } from 'vitest';
import { json, request, useWebHosts } from './webHostClient.ts';

const { start } = useWebHosts();

describe('the web host', () => {
  it('listens on 127.0.0.1 on a free port when asked for port 0', async () => {
    const host = await start();
    expect(host.port).toBeGreaterThan(0);
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/`);
  });

  it('serves the renderer with the CSP and security headers', async () => {
    const host = await start();
    const page = await request(host, { path: '/' });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.body).toContain('<title>t</title>');
    expect((await request(host, { path: '/assets/app.js' })).headers['content-type']).toContain(
      'javascript',
    );
  });

  it('refuses requests addressed to another host name (DNS rebinding)', async () => {
    const host = await start();
    for (const hostHeader of [
      `evil.example:${host.port}`,
      `localhost:${host.port + 1}`,
      '127.0.0.1',
      'localhost',
    ]) {
      const res = await request(host, { path: '/', headers: { host: hostHeader } });
      expect(res.status, hostHeader).toBe(403);
    }
    const api = await request(host, {
      method: 'POST',
      path: '/api/listSaves',
      headers: { ...json, host: `evil.example:${host.port}` },
      body: '{}',
    });
    expect(api.status).toBe(403);
  });

  it('answers at localhost too, from its own origin only', async () => {
    const host = await start();
    const at = { host: `localhost:${host.port}` };
    expect((await request(host, { path: '/', headers: at })).status).toBe(200);
    const call = (origin: string) =>
      request(host, {
        method: 'POST',
        path: '/api/listSaves',
        headers: { ...json, ...at, origin },
        body: '{}',
      });
    expect((await call(`http://localhost:${host.port}`)).status).toBe(200);
    // The page at 127.0.0.1 is another origin than localhost: refused like any other.
    expect((await call(`http://127.0.0.1:${host.port}`)).status).toBe(403);
    expect((await call('http://evil.example')).status).toBe(403);
  });

  it('answers an oversized request with a clear 413, the page seeing it and not a reset', async () => {
    const host = await start({ maxBodyBytes: 64 * 1024 });
    const body = JSON.stringify({ kind: 'map', name: 'Big', data: { pad: 'x'.repeat(8 << 20) } });
    for (let i = 0; i < 3; i++) {
      const res = await request(host, {
        method: 'POST',
        path: '/api/writeSave',
        headers: json,
        body,
      });
      expect(res.status).toBe(413);
      expect(res.headers.connection).toBe('close');
      expect(JSON.parse(res.body)).toEqual({
        ok: false,
        error: { code: 'too_large', message: expect.stringContaining('larger than 64 KB') },
      });
    }
    // The host is still there for the next call.
    const small = await request(host, {
      method: 'POST',
      path: '/api/listSaves',
      headers: json,
      body: '{}',
    });
    expect(JSON.parse(small.body)).toEqual({ ok: true, value: [] });
  });

  it('refuses calls from another origin', async () => {
    const host = await start();
    const res = await request(host, {
      method: 'POST',
      path: '/api/listSaves',
      headers: { ...json, origin: 'http://evil.example' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(res.body).toContain('Origin');
    const same = await request(host, {
      method: 'POST',
      path: '/api/listSaves',
      headers: { ...json, origin: `http://127.0.0.1:${host.port}` },
      body: '{}',
    });
    expect(same.status).toBe(200);
  });

  it('answers the API with the same results as IPC', async () => {
    const host = await start();
    const saved = await request(host, {
      method: 'POST',
      path: '/api/writeSave',
      headers: json,
      body: JSON.stringify({ kind: 'map', name: 'Tiny', data: { size: [3, 3] } }),
    });
    expect(JSON.parse(saved.body)).toMatchObject({
      ok: true,
      value: { kind: 'map', name: 'Tiny' },
    });
    const refused = await request(host, {
      method: 'POST',
      path: '/api/loadSave',
      headers: json,
      body: JSON.stringify({ kind: 'map', name: 'Nope' }),
    });
    expect(JSON.parse(refused.body)).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'There is no map named "Nope".' },
    });
    const info = await request(host, {
      method: 'POST',
      path: '/api/appInfo',
      headers: json,
      body: '{}',
    });
    expect(JSON.parse(info.body)).toMatchObject({
      ok: true,
      value: { version: '1.2.3', transport: 'http' },
    });
  });

  it('guards the settings as it guards the saves: only its own page on its own host', async () => {
    const host = await start();
    const set = (headers: Record<string, string>, autoAdvance: boolean) =>
      request(host, {
        method: 'POST',
        path: '/api/setSettings',
        headers: { ...json, ...headers },
        body: JSON.stringify({ settings: { autoAdvance, showCoordinates: false } }),
      });
    const get = async () =>
      JSON.parse(
        (
          await request(host, {
            method: 'POST',
            path: '/api/getSettings',
            headers: json,
            body: '{}',
          })
        ).body,
      );
    expect(JSON.parse((await set({}, true)).body)).toEqual({
      ok: true,
      value: { settings: { autoAdvance: true, showCoordinates: false } },
    });
    expect((await set({ origin: 'http://evil.example' }, false)).status).toBe(403);
    expect((await set({ host: `evil.example:${host.port}` }, false)).status).toBe(403);
    expect(
      (await set({ 'content-type': 'text/plain' }, false)).status,
      'a form post cannot change them',
    ).toBe(415);
    expect((await request(host, { method: 'GET', path: '/api/getSettings' })).status).toBe(405);
    expect(await get()).toEqual({
      ok: true,
      value: { settings: { autoAdvance: true, showCoordinates: false } },
    });
  });

  it('refuses form posts, other methods, unknown methods and broken JSON', async () => {
    const host = await start();
    expect(
      (
        await request(host, {
          method: 'POST',
          path: '/api/listSaves',
          headers: { 'content-type': 'text/plain' },
          body: '{}',
        })
      ).status,
    ).toBe(415);
    expect((await request(host, { method: 'GET', path: '/api/listSaves' })).status).toBe(405);
    expect(
      (await request(host, { method: 'POST', path: '/api/eval', headers: json, body: '{}' }))
        .status,
    ).toBe(404);
    const broken = await request(host, {
      method: 'POST',
      path: '/api/listSaves',
      headers: json,
      body: '{',
    });
    expect(JSON.parse(broken.body)).toMatchObject({
      ok: false,
      error: { code: 'invalid_argument' },
    });
  });

  it('serves nothing outside the renderer build', async () => {
    const host = await start();
    for (const p of [
      '/../../etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/missing.js',
      '/%E0%A4%A.js',
    ]) {
      expect((await request(host, { path: p })).status, p).toBe(404);
    }
  });
});
