import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../../scripts/self-signed-certificate.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { readTls } from './config/tls.ts';
import { createTestApp, dbKind, type TestApp } from './test/harness.ts';
import { signUp } from './test/users.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-tls-'));
const certificate = selfSignedCertificate(dir);
const ca = fs.readFileSync(certificate.certFile);

/** One HTTP/2 request: the status, the headers and the body as text (the stream read until `enough`). */
function h2Get(
  session: http2.ClientHttp2Session,
  url: string,
  headers: Record<string, string> = {},
  enough: (body: string) => boolean = () => false,
) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const stream = session.request({ ':path': url, ...headers });
      let answer: http2.IncomingHttpHeaders = {};
      let body = '';
      const finish = () => resolve({ status: Number(answer[':status']), headers: answer, body });
      stream.on('response', (h) => (answer = h));
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        body += chunk;
        if (enough(body)) {
          stream.close();
          finish();
        }
      });
      stream.on('end', finish);
      stream.on('error', reject);
    },
  );
}

describe(`the server over https (${dbKind})`, () => {
  let app: TestApp;
  let base: string;
  let session: http2.ClientHttp2Session;
  beforeAll(async () => {
    app = await createTestApp({
      env: { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    base = address.replace('127.0.0.1', 'localhost');
    session = http2.connect(base, { ca });
  });
  afterAll(async () => {
    session?.close();
    await app.dispose();
  });

  it('listens on https and speaks HTTP/2 to a client that offers it', async () => {
    expect(base).toMatch(/^https:\/\/localhost:\d+$/);
    const res = await h2Get(session, '/api/common/sysConfig');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).code).toBe(1);
    // Only over https does the server pin browsers to it.
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('still answers HTTP/1.1 over TLS (health checkers, older clients)', async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      https
        .get(`${base}/api/common/sysConfig`, { ca }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion, body }));
        })
        .on('error', reject);
    });
    expect(answer).toMatchObject({ status: 200, version: '1.1' });
    expect(JSON.parse(answer.body).code).toBe(1);
  });

  it('streams live prices over HTTP/2 without the connection header HTTP/2 forbids', async () => {
    const { token } = await signUp(app);
    // Node would drop such a header, warning on every stream that sends one.
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    const res = await h2Get(session, '/api/market/stream', { token }, (body) =>
      body.includes('event: price'),
    );
    await new Promise((r) => setImmediate(r));
    process.off('warning', onWarning);
    expect(warnings.filter((w) => /connection header/.test(w))).toEqual([]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.body).toContain('retry: 3000');
  });
});

describe('TLS settings', () => {
  it('needs the certificate and the key together', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: certificate.certFile })).toThrow(/TLS_CERT_FILE, TLS_KEY_FILE/);
    expect(() => loadConfig({ TLS_KEY_FILE: certificate.keyFile })).toThrow(ConfigError);
  });

  it('defaults the public address to https, and names a file it cannot read', () => {
    const config = loadConfig({
      TLS_CERT_FILE: certificate.certFile,
      TLS_KEY_FILE: path.join(dir, 'missing.pem'),
      PORT: '8443',
    });
    expect(config.publicUrl).toBe('https://localhost:8443');
    expect(() => readTls(config)).toThrow(/TLS_KEY_FILE: cannot read .*missing\.pem \(ENOENT\)/);
    expect(readTls(loadConfig({}))).toBeUndefined();
  });
});
