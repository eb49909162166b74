/**
 * Clients that hold connections instead of using them (issue 31, item 6), and the refusals Node's HTTP
 * parser makes before Fastify has a request (item 12): over real sockets to a listening server, with
 * time-outs short enough for a test.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressParty } from './plugins/connections.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

const HEADERS_MS = 600;
const REQUEST_MS = 1_200;
const CAP = 4;
/** How late a cut may come: Node checks every tenth of the header time-out, and the test machine may be busy. */
const SLACK_MS = 1_000;

let app: TestApp;
let port: number;
beforeAll(async () => {
  app = await createTestApp({
    env: {
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      CONNECTIONS_PER_ADDRESS: String(CAP),
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.dispose());

/** A connection from `from` (any 127.x address reaches the server on Linux's loopback). */
function connect(from = '127.0.0.1') {
  return new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from }, () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Everything the server sends until it closes the connection, and how long after `since` it closed. */
function untilClosed(socket: net.Socket, since = Date.now()) {
  return new Promise<{ text: string; afterMs: number }>((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ text, afterMs: Date.now() - since }));
  });
}

/** A raw answer's status and envelope. */
function parseAnswer(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body: body ? JSON.parse(body) : undefined };
}

/** GET /healthz from `from`: its status, or the error that stopped it. */
function healthz(from: string) {
  return new Promise<number | string>((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/healthz', localAddress: from, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });
}

/** Writes `line` every 100 ms until the connection closes (a slowloris client). */
function trickle(socket: net.Socket, line: string) {
  const timer = setInterval(() => socket.writable && socket.write(line), 100);
  socket.on('close', () => clearInterval(timer));
}

describe('slow clients', () => {
  it('cuts off a client that trickles header lines once the header time-out passes, answering the envelope', async () => {
    const socket = await connect();
    const closed = untilClosed(socket);
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    trickle(socket, 'X-Slow: 1\r\n');
    const { text, afterMs } = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(afterMs).toBeLessThan(HEADERS_MS + SLACK_MS);
    const answer = parseAnswer(text);
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({
      code: 0,
      msg: '请求发送超时，请重试',
      data: { error: 'REQUEST_TIMEOUT' },
    });
  });

  it('cuts off a body trickled in once the request time-out passes', async () => {
    const socket = await connect();
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nlang: en\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"account":"',
    );
    trickle(socket, '1');
    const { text, afterMs } = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(afterMs).toBeLessThan(REQUEST_MS + SLACK_MS);
    expect(parseAnswer(text).status).toBe(408);
  });

  it(`refuses an address's connection beyond ${CAP} while another address is served, and frees a place when one closes`, async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => connect()));
    const heldClosed = held.map((socket) => untilClosed(socket));
    const extra = await connect();
    const refused = await untilClosed(extra);
    // Closed at once, long before any time-out, with nothing said.
    expect(refused).toEqual({ text: '', afterMs: expect.any(Number) });
    expect(refused.afterMs).toBeLessThan(HEADERS_MS / 2);
    expect(await healthz('127.0.0.2')).toBe(200);
    expect(await healthz('127.0.0.1')).not.toBe(200);
    // The held connections send nothing: the header time-out closes them too, and their places are free.
    for (const { afterMs } of await Promise.all(heldClosed))
      expect(afterMs).toBeLessThan(HEADERS_MS + SLACK_MS);
    expect(await healthz('127.0.0.1')).toBe(200);
  });

  it('counts an IPv6 address by its /64, and an IPv4-mapped one as IPv4', () => {
    expect(addressParty('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressParty('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressParty('2001:0db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressParty('::1')).toBe('0:0:0:0::/64');
    expect(addressParty('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressParty('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressParty('192.0.2.7')).toBe('192.0.2.7');
  });
});

describe("Node's own refusals", () => {
  /** Sends `request` as raw bytes on a fresh connection and answers what came back. */
  async function exchange(request: string) {
    const socket = await connect('127.0.0.3');
    const closed = untilClosed(socket);
    socket.write(request);
    return parseAnswer((await closed).text);
  }
  const bigHeader = `X-Big: ${'a'.repeat(20_000)}\r\n`;

  it.each([
    ['lang: en\r\n', 'The request headers are too large'],
    ['Accept-Language: ja,en;q=0.5\r\n', 'リクエストヘッダーが大きすぎます'],
    ['lang: zh-TW\r\n', '請求標頭過大'],
    ['', '请求头过大'],
  ])(
    'answers headers over the limit with the envelope (431), in the language asked: %j',
    async (lang, msg) => {
      const answer = await exchange(
        `GET /api/user/index HTTP/1.1\r\nHost: localhost\r\n${lang}${bigHeader}\r\n`,
      );
      expect(answer.status).toBe(431);
      expect(answer.head).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/i);
      expect(answer.body).toEqual({
        code: 0,
        msg,
        time: expect.any(String),
        data: { error: 'HEADERS_TOO_LARGE' },
      });
    },
  );

  it('answers bytes that are not HTTP with the envelope (400)', async () => {
    const answer = await exchange('HELLO THERE\r\nlang: en\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 0,
      msg: 'The request is malformed',
      data: { error: 'BAD_REQUEST' },
    });
  });
});

describe('a connection kept alive between requests', () => {
  let idle: TestApp;
  let idlePort: number;
  beforeAll(async () => {
    idle = await createTestApp({
      env: { HTTP_HEADERS_TIMEOUT_MS: '600', HTTP_KEEP_ALIVE_TIMEOUT_MS: '5000' },
    });
    await idle.listen({ port: 0, host: '127.0.0.1' });
    idlePort = (idle.server.address() as AddressInfo).port;
  });
  afterAll(() => idle.dispose());

  it('is never cut under a client reusing it within the keep-alive the server announced', async () => {
    const socket = await new Promise<net.Socket>((resolve, reject) => {
      const s = net.connect({ host: '127.0.0.1', port: idlePort }, () => resolve(s));
      s.on('error', reject);
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    const answers = () => text.split('HTTP/1.1 ').length - 1;
    const ask = () => socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${idlePort}\r\n\r\n`);
    ask();
    await expect.poll(answers).toBe(1);
    expect(text).toMatch(/keep-alive: timeout=5/i);
    // Past the idle time-out, within the keep-alive one: the client may reuse the connection.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(socket.destroyed || socket.readyState !== 'open').toBe(false);
    ask();
    await expect.poll(answers).toBe(2);
    expect(text.match(/HTTP\/1\.1 (\d+)/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    socket.destroy();
  });
});
