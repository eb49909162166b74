import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killServers, spawnServer, untilStarted } from './support/server-process.ts';

/**
 * SIGTERM on a real server (the embedded database, demo data): it stops taking connections at once,
 * tells an open stream to reconnect and ends it, answers the request still arriving, and exits 0.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-shutdown-'));
afterAll(() => {
  killServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An open price stream: what it received so far, and a promise of its end. */
function openStream(port: number, token: string) {
  let text = '';
  const ended = new Promise<void>((resolve, reject) => {
    const req = http.get({
      port,
      path: '/api/market/stream',
      headers: { token, accept: 'text/event-stream' },
    });
    req.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', resolve);
    });
    req.on('error', reject);
  });
  return { text: () => text, ended };
}

/** A request whose headers and first bytes are sent, the rest of its body held back. */
function slowRequest(port: number, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    answer += chunk;
  });
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  const split = 10;
  socket.write(
    `POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, split)}`,
  );
  return { finish: () => socket.write(body.slice(split)), closed };
}

async function until(what: string, probe: () => boolean, timeoutMs = 15_000) {
  for (const deadline = Date.now() + timeoutMs; !probe(); ) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('SIGTERM', () => {
  it('refuses new connections, ends open streams with a retry hint, answers what is in flight, exits 0', async () => {
    const port = await freePort();
    const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' });
    await untilStarted(server);
    const base = `http://127.0.0.1:${port}`;
    const credentials = JSON.stringify({ account: '13800000001', password: 'demo12345' });
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: credentials,
    }).then((r) => r.json() as Promise<{ data: { userinfo: { token: string } } }>);

    const stream = openStream(port, login.data.userinfo.token);
    await until('the stream opened', () => stream.text().includes('event: price'));
    expect(stream.text().startsWith('retry: 3000\n\n')).toBe(true);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/^mcc_streams_open\{kind="price"\} 1$/m);

    const slow = slowRequest(port, credentials);
    // A request on another connection answered after it: the server has read the slow one's headers.
    expect((await fetch(`${base}/healthz`, { headers: { connection: 'close' } })).status).toBe(200);

    server.child.kill('SIGTERM');
    await stream.ended;
    // Its last words: a reconnection time of 1–3 s, after the events it had.
    const hint = /\n\nretry: (\d+)\n\n$/.exec(stream.text());
    expect(Number(hint?.[1])).toBeGreaterThanOrEqual(1_000);
    expect(Number(hint?.[1])).toBeLessThan(3_000);
    // The listening socket closed first: a new connection is refused (a proxy tries the next server).
    const refused = await new Promise<string>((resolve) => {
      const probe = net.connect(port, '127.0.0.1');
      probe.on('connect', () => resolve('connected'));
      probe.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    });
    expect(refused).toBe('ECONNREFUSED');

    // The request in flight still gets its answer, and its connection is closed after it.
    slow.finish();
    const answer = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(answer).toContain('"code":1');

    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: closing/);
    expect(server.output()).toMatch(/closed in \d+ ms/);
  }, 120_000);
});
