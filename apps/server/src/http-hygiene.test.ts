import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

/** Headers and answers outside the routes: HSTS, the API reference, undecodable URLs, file errors. */
describe('behind a proxy (TRUST_PROXY)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => app.dispose());

  it('sends HSTS only on answers that went out over https', async () => {
    const https = await app.inject({
      url: '/api/common/sysConfig',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await app.inject({ url: '/api/common/sysConfig', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const direct = await app.inject({ url: '/api/common/sysConfig' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('directly (no proxy trusted)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.dispose());

  it('ignores X-Forwarded-Proto from a client it does not trust', async () => {
    const res = await app.inject({ url: '/api/common/sysConfig', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers a URL it cannot decode with the envelope, in the asked language', async () => {
    for (const url of ['/api/user/%E0%A4%A', '/uploads/%E0%A4%A', '/%']) {
      const res = await app.inject({ url, headers: { lang: 'en' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toMatchObject({ code: 0, msg: 'Not found', data: { error: 'NOT_FOUND' } });
    }
  });

  it('labels every failure under /uploads as JSON', async () => {
    for (const url of [
      '/uploads/%00',
      '/uploads/missing.png',
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/uploads/',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(200);
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(res.json().code, url).toBe(0);
    }
  });

  it('sends an answer kept as text once (no second send warned about on every call)', async () => {
    // Over a real socket: the second send came once the first answer had been written, which an
    // injected request never reports.
    const warn = vi.spyOn(app.log, 'warn');
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/common/sysConfig`);
      expect(((await res.json()) as { code: number }).code).toBe(1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('serves the API reference outside production', async () => {
    expect((await app.inject({ url: '/docs/json' })).statusCode).toBe(200);
  });
});

describe('in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' } });
  });
  afterAll(() => app.dispose());

  it('does not serve the API reference unless API_DOCS turns it on', async () => {
    for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().data.error).toBe('NOT_FOUND');
    }
    // The document still exists inside the process (tests and the fuzzer read it).
    expect(Object.keys(app.swagger().paths ?? {})).toContain('/api/user/login');
  });
});

describe('the built apps', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-dist-'));
    for (const [dir, title] of [
      ['web', 'MCC web'],
      ['admin', 'MCC console'],
    ] as const) {
      fs.mkdirSync(path.join(dist, dir, 'assets'), { recursive: true });
      fs.writeFileSync(path.join(dist, dir, 'index.html'), `<!doctype html><title>${title}</title>`);
      fs.writeFileSync(path.join(dist, dir, 'assets', 'app.js'), 'console.log(1)');
    }
    fs.writeFileSync(path.join(dist, 'web', 'sw.js'), 'const SHELL = {};');
    fs.writeFileSync(
      path.join(dist, 'web', 'index.html'),
      '<!doctype html><html><head><title>MCC web</title></head><body></body></html>',
    );
    fs.writeFileSync(
      path.join(dist, 'web', 'route-preloads.json'),
      JSON.stringify({
        '/': ['/assets/home.js', '/assets/grid.js'],
        '/pages/usdt/usdt': ['/assets/usdt.js'],
      }),
    );
    fs.writeFileSync(path.join(dist, 'web', 'manifest.webmanifest'), '{"name":"MCC"}');
    app = await createTestApp({ webDist: path.join(dist, 'web'), adminDist: path.join(dist, 'admin') });
  });
  afterAll(async () => {
    await app.dispose();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers every page path with the app, whatever the client asks for', async () => {
    for (const accept of [undefined, '*/*', 'text/html', 'application/json']) {
      for (const url of ['/', '/pages/usdt/usdt', '/pages/pledge/detail?id=3', '//pages/user/user']) {
        const res = await app.inject({ url, headers: accept ? { accept } : {} });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.body, url).toContain('MCC web');
      }
      const console = await app.inject({ url: '/admin/users/7', headers: accept ? { accept } : {} });
      expect(console.body).toContain('MCC console');
    }
    expect((await app.inject({ method: 'HEAD', url: '/pages/user/user' })).statusCode).toBe(200);
  });

  it("names the route's page chunks for the browser to fetch beside the entry, and only that route's", async () => {
    const preloads = async (url: string) =>
      [
        ...(await app.inject({ url })).body.matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
        ),
      ].map((m) => m[1]);
    expect(await preloads('/')).toEqual(['/assets/home.js', '/assets/grid.js']);
    expect(await preloads('/pages/usdt/usdt?from=user')).toEqual(['/assets/usdt.js']);
    expect(await preloads('//pages/usdt/usdt')).toEqual(['/assets/usdt.js']);
    expect(await preloads('/pages/unknown/page')).toEqual([]);
    expect(await preloads('/constructor')).toEqual([]);
    const home = (await app.inject({ url: '/' })).body;
    expect(home.indexOf('modulepreload')).toBeLessThan(home.indexOf('</head>'));
  });

  it('never answers a call, an upload, the reference or a missing file with the app', async () => {
    for (const url of [
      '/api/nope',
      '/API/nope',
      '/%61pi/nope',
      '//api/nope',
      '/admin-api/nope',
      '/uploads/x.png',
      '/assets/gone.js',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().data.error, url).toBe('NOT_FOUND');
    }
    // A browser opening an address with a dot in its last part still gets the page.
    const page = await app.inject({ url: '/pages/user/v1.2', headers: { accept: 'text/html' } });
    expect(page.body).toContain('MCC web');
    expect((await app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
  });

  it('keeps hashed assets for good but has the service worker and the manifest revalidated', async () => {
    const asset = await app.inject({ url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A stale worker would keep serving the previous release's shell.
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject({ url: '/manifest.webmanifest' })).headers['content-type']).toMatch(
      /^application\/manifest\+json/,
    );
  });
});
