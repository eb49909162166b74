import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { DEMO } from '../../db/seed.ts';
import { translate } from '../../lib/messages.ts';
import { client, createTestApp, type TestApp } from '../../test/harness.ts';
import {
  createMessenger,
  httpSmsProvider,
  type OutgoingMessage,
  outboxProvider,
  smtpProvider,
} from './messenger.ts';

// ---------------------------------------------------------------------------------------------
// A minimal SMTP server (no STARTTLS, no AUTH) that records every mail it accepts.

interface Mail {
  helo: string;
  from: string;
  to: string[];
  /** The raw DATA, dot-unstuffed. */
  raw: string;
}

function startSmtpServer(opts: { refuseRecipients?: boolean } = {}) {
  const mails: Mail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let mail: Mail = { helo: '', from: '', to: [], raw: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const raw = Buffer.from(data, 'latin1').toString('utf8').replace(/^\.\./gm, '.');
          mails.push({ ...mail, raw });
          mail = { helo: mail.helo, from: '', to: [], raw: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          mail.helo = line.slice(5);
          socket.write('250-test.local greets you\r\n250-8BITMIME\r\n250 SIZE 10485760\r\n');
        } else if (verb === 'HELO') {
          mail.helo = line.slice(5);
          reply('250 test.local');
        } else if (verb === 'MAIL') {
          mail.from = line.replace(/^MAIL FROM:\s*/i, '').replace(/\s.*$/, '');
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          if (opts.refuseRecipients) {
            reply('550 5.1.1 no such user');
          } else {
            mail.to.push(line.replace(/^RCPT TO:\s*/i, '').replace(/\s.*$/, ''));
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') {
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else {
          reply('502 5.5.2 not implemented');
        }
      }
    });
  });
  return new Promise<{ url: string; mails: Mail[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        mails,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The decoded text body of a single-part mail. */
function mailText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw.slice(0, raw.indexOf('\r\n\r\n')))?.[1];

// ---------------------------------------------------------------------------------------------
// A local SMS gateway.

interface GatewayRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function startGateway(answer: { status: number } = { status: 200 }) {
  const requests: GatewayRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
    });
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: answer.status < 300 }));
    });
  });
  return new Promise<{
    url: string;
    requests: GatewayRequest[];
    answer: typeof answer;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/sms/send`,
        requests,
        answer,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** An address where nothing listens. */
async function deadUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}/sms`;
}

const silentLog = () => {
  const info = vi.fn();
  const noop = () => {};
  const log = { info, error: noop, warn: noop, debug: noop, trace: noop, fatal: noop, child: () => log };
  return { log: log as unknown as FastifyBaseLogger, info };
};

const message = (over: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  channel: 'email',
  to: 'alice@example.com',
  event: 'register',
  code: '482913',
  text: translate('CODE_MESSAGE', 'en', { code: '482913', minutes: 10 }),
  ...over,
});

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

// ---------------------------------------------------------------------------------------------

describe('smtpProvider', () => {
  it('delivers the message to the recipient over SMTP', async () => {
    const smtp = await startSmtpServer();
    cleanup.push(smtp.close);
    const send = smtpProvider(smtp.url, 'MCC <no-reply@mcc.test>');
    await send(message());
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual(['<alice@example.com>']);
    expect(mail?.from).toBe('<no-reply@mcc.test>');
    expect(header(mail?.raw ?? '', 'to')).toBe('alice@example.com');
    expect(header(mail?.raw ?? '', 'subject')).toBe('MCC');
    const text = mailText(mail?.raw ?? '');
    expect(text).toContain('482913');
    expect(text).toContain('[MCC] Your verification code is 482913');
  });

  it('keeps non-ASCII text intact', async () => {
    const smtp = await startSmtpServer();
    cleanup.push(smtp.close);
    const text = translate('CODE_MESSAGE', 'zh-Hans', { code: '013579', minutes: 10 });
    await smtpProvider(
      smtp.url,
      'MCC <no-reply@mcc.test>',
    )(message({ to: 'bob@example.com', code: '013579', text }));
    expect(smtp.mails[0]?.to).toEqual(['<bob@example.com>']);
    expect(mailText(smtp.mails[0]?.raw ?? '').trim()).toBe(text);
  });

  it('throws when the server refuses the recipient', async () => {
    const smtp = await startSmtpServer({ refuseRecipients: true });
    cleanup.push(smtp.close);
    await expect(smtpProvider(smtp.url, 'MCC <no-reply@mcc.test>')(message())).rejects.toThrow();
    expect(smtp.mails).toHaveLength(0);
  });

  it('throws when no server listens', async () => {
    const url = (await deadUrl()).replace('http://', 'smtp://').replace('/sms', '');
    await expect(smtpProvider(url, 'MCC <no-reply@mcc.test>')(message())).rejects.toThrow();
  });
});

describe('httpSmsProvider', () => {
  it('POSTs { to, text } as JSON with the bearer token', async () => {
    const gateway = await startGateway();
    cleanup.push(gateway.close);
    const m = message({ channel: 'sms', to: '13912345678' });
    await httpSmsProvider(gateway.url, 's3cret-token')(m);
    expect(gateway.requests).toHaveLength(1);
    const [req] = gateway.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/sms/send');
    expect(req?.headers['content-type']).toMatch(/^application\/json/);
    expect(req?.headers.authorization).toBe('Bearer s3cret-token');
    expect(JSON.parse(req?.body ?? '')).toEqual({ to: '13912345678', text: m.text });
  });

  it('sends no authorization header without a token', async () => {
    const gateway = await startGateway();
    cleanup.push(gateway.close);
    await httpSmsProvider(gateway.url, undefined)(message({ channel: 'sms', to: '13912345678' }));
    expect(gateway.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('throws on a non-2xx answer and when the gateway is down', async () => {
    const gateway = await startGateway({ status: 500 });
    cleanup.push(gateway.close);
    await expect(httpSmsProvider(gateway.url, 't')(message({ channel: 'sms' }))).rejects.toThrow(/500/);
    expect(gateway.requests).toHaveLength(1);
    gateway.answer.status = 403;
    await expect(httpSmsProvider(gateway.url, 't')(message({ channel: 'sms' }))).rejects.toThrow(/403/);
    await expect(httpSmsProvider(await deadUrl(), 't')(message({ channel: 'sms' }))).rejects.toThrow();
  });
});

describe('outboxProvider', () => {
  it('appends one JSON line per message with exactly time, channel, to, event, code, text', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-outbox-'));
    cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const dataDir = path.join(dir, 'not-yet-there');
    const { log, info } = silentLog();
    const send = outboxProvider(dataDir, log);
    await send(message());
    await send(message({ channel: 'sms', to: '13912345678', event: 'resetpwd', code: '000111', text: 'x' }));
    const lines = fs.readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').split('\n');
    expect(lines.at(-1)).toBe('');
    const rows = lines.filter(Boolean).map((l) => JSON.parse(l));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['channel', 'code', 'event', 'text', 'time', 'to']);
      expect(new Date(row.time).toISOString()).toBe(row.time);
    }
    expect(rows[1]).toMatchObject({
      channel: 'sms',
      to: '13912345678',
      event: 'resetpwd',
      code: '000111',
      text: 'x',
    });
    expect(info).toHaveBeenCalledTimes(2);
  });

  it("never puts a code or a message's text in the log", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-outbox-'));
    cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const { log, info } = silentLog();
    await outboxProvider(dir, log)(message({ code: '864209', text: 'Your code is 864209' }));
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).toContain('outbox.jsonl');
    expect(logged).not.toContain('864209');
  });
});

describe('createMessenger', () => {
  it('routes e-mail to SMTP and SMS to the gateway when configured, else to the outbox', async () => {
    const smtp = await startSmtpServer();
    const gateway = await startGateway();
    cleanup.push(smtp.close, gateway.close);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-messenger-'));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const outbox = path.join(dataDir, 'outbox.jsonl');
    const { log } = silentLog();

    const both = createMessenger(
      loadConfig({
        DATA_DIR: dataDir,
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: smtp.url,
        SMS_PROVIDER: 'http',
        SMS_GATEWAY_URL: gateway.url,
      }),
      log,
    );
    await both(message());
    await both(message({ channel: 'sms', to: '13912345678' }));
    expect(smtp.mails).toHaveLength(1);
    expect(gateway.requests).toHaveLength(1);
    expect(fs.existsSync(outbox)).toBe(false);

    const dev = createMessenger(loadConfig({ DATA_DIR: dataDir }), log);
    await dev(message());
    await dev(message({ channel: 'sms', to: '13912345678' }));
    expect(smtp.mails).toHaveLength(1);
    expect(gateway.requests).toHaveLength(1);
    expect(fs.readFileSync(outbox, 'utf8').trim().split('\n')).toHaveLength(2);
  });
});

// ---------------------------------------------------------------------------------------------

describe('end to end through the app', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    gateway = await startGateway();
    smtp = await startSmtpServer();
    app = await createTestApp({
      env: {
        SMS_PROVIDER: 'http',
        SMS_GATEWAY_URL: gateway.url,
        SMS_GATEWAY_TOKEN: 'gw-token',
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: smtp.url,
        SMTP_FROM: 'MCC <codes@mcc.test>',
      },
    });
    api = client(app);
  });
  afterAll(async () => {
    await app?.dispose();
    await gateway?.close();
    await smtp?.close();
  });

  it('POST /api/sms/send delivers to the gateway, not the outbox, with a code that works', async () => {
    const mobile = '13911112222';
    const res = await api.post('/api/sms/send', { mobile, event: 'register' }, { lang: 'en' });
    expect(res.body).toMatchObject({ code: 1, data: { retryAfter: 60 } });
    expect(gateway.requests).toHaveLength(1);
    const sent = JSON.parse(gateway.requests[0]?.body ?? '');
    expect(gateway.requests[0]?.headers.authorization).toBe('Bearer gw-token');
    expect(sent.to).toBe(mobile);
    expect(sent.text).toMatch(/^\[MCC\] Your verification code is \d{6}\./);
    expect(app.outbox()).toEqual([]);
    const code = /\d{6}/.exec(sent.text)?.[0] as string;
    const reg = await api.post('/api/user/register', {
      mobile,
      code,
      password: 'secret123',
      inviteCode: DEMO.rootInviteCode,
    });
    expect(reg.body.code).toBe(1);
  });

  it('POST /api/ems/send delivers by SMTP, not the outbox', async () => {
    const res = await api.post('/api/ems/send', { email: 'Carol@Example.com', event: 'register' });
    expect(res.body.code).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.to).toEqual(['<carol@example.com>']);
    expect(smtp.mails[0]?.from).toBe('<codes@mcc.test>');
    const text = mailText(smtp.mails[0]?.raw ?? '');
    expect(text).toMatch(/【MCC】您的验证码是 \d{6}/);
    expect(app.outbox()).toEqual([]);
  });

  it('a gateway that fails answers CODE_SEND_FAILED', async () => {
    gateway.answer.status = 502;
    try {
      const res = await api.post(
        '/api/sms/send',
        { mobile: '13911113333', event: 'register' },
        { lang: 'en' },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 0, data: { error: 'CODE_SEND_FAILED' } });
      expect(res.body.msg).toBe(translate('CODE_SEND_FAILED', 'en'));
    } finally {
      gateway.answer.status = 200;
    }
    expect(app.outbox()).toEqual([]);
  });

  it('a gateway that is down answers CODE_SEND_FAILED', async () => {
    const down = await createTestApp({ env: { SMS_PROVIDER: 'http', SMS_GATEWAY_URL: await deadUrl() } });
    cleanup.push(() => down.dispose());
    const res = await client(down).post('/api/sms/send', { mobile: '13911114444', event: 'register' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: { error: 'CODE_SEND_FAILED' } });
    expect(res.body.msg).toBe(translate('CODE_SEND_FAILED', 'zh-Hans'));
    expect(down.outbox()).toEqual([]);
  });

  it('an SMTP server that refuses answers CODE_SEND_FAILED', async () => {
    const refusing = await startSmtpServer({ refuseRecipients: true });
    cleanup.push(refusing.close);
    const other = await createTestApp({ env: { EMAIL_PROVIDER: 'smtp', SMTP_URL: refusing.url } });
    cleanup.push(() => other.dispose());
    const res = await client(other).post('/api/ems/send', { email: 'dave@example.com', event: 'register' });
    expect(res.body).toMatchObject({ code: 0, data: { error: 'CODE_SEND_FAILED' } });
  });
});

describe('outbox through the app', () => {
  it('writes exactly { time, channel, to, event, code, text } per message', async () => {
    const app = await createTestApp();
    cleanup.push(() => app.dispose());
    const api = client(app);
    expect((await api.post('/api/sms/send', { mobile: '13922223333', event: 'register' })).body.code).toBe(1);
    expect((await api.post('/api/ems/send', { email: 'eve@example.com', event: 'register' })).body.code).toBe(
      1,
    );
    const raw = fs.readFileSync(path.join(app.dataDir, 'outbox.jsonl'), 'utf8');
    const rows = raw
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['channel', 'code', 'event', 'text', 'time', 'to']);
      expect(row.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(row.code).toMatch(/^\d{6}$/);
      expect(row.text).toContain(row.code);
    }
    expect(rows[0]).toMatchObject({ channel: 'sms', to: '13922223333', event: 'register' });
    expect(rows[1]).toMatchObject({ channel: 'email', to: 'eve@example.com', event: 'register' });
  });
});
