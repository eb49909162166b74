import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { translate } from '../../lib/messages.ts';
import { cleanupAfterEach } from '../../test/cleanup.ts';
import { deadUrl, mailHeader, mailText, startGateway, startSmtpServer } from '../../test/messaging.ts';
import {
  createMessenger,
  httpSmsProvider,
  type OutgoingMessage,
  outboxProvider,
  smtpProvider,
} from './messenger.ts';

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

const cleanup = cleanupAfterEach();

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
    expect(mailHeader(mail?.raw ?? '', 'to')).toBe('alice@example.com');
    expect(mailHeader(mail?.raw ?? '', 'subject')).toBe('MCC');
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
