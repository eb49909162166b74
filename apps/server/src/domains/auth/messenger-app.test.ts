import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { translate } from '../../lib/messages.ts';
import { cleanupAfterEach } from '../../test/cleanup.ts';
import { client, createTestApp, type TestApp } from '../../test/harness.ts';
import { deadUrl, mailText, startGateway, startSmtpServer } from '../../test/messaging.ts';

const cleanup = cleanupAfterEach();

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
