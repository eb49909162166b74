import { LANGUAGES } from '@mcc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './db/seed.ts';
import { pickLanguage } from './lib/language.ts';
import { messages } from './lib/messages.ts';
import { client, createTestApp, expectEnvelope, type TestApp } from './test/harness.ts';

let app: TestApp;
let api: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  const login = await api.post('/api/user/login', { account: DEMO.mobile, password: DEMO.password });
  expect(login.body.code).toBe(1);
  token = login.body.data.userinfo.token;
});
afterAll(() => app.dispose());

describe('unknown paths and request ids', () => {
  it('an unknown /api path answers HTTP 404 with the envelope', async () => {
    for (const res of [
      await api.get('/api/nope/nothing'),
      await api.post('/api/nope/nothing', {}),
      await api.get('/api/user/index/extra', { token }),
    ]) {
      expect(res.status).toBe(404);
      expectEnvelope(res);
      expect(res.body).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
    }
    const html = await api.get('/api/nope', { headers: { accept: 'text/html' } });
    expect(html.status).toBe(404);
    expect(html.body.data.error).toBe('NOT_FOUND');
  });

  it('every answer carries an x-request-id, fresh per request', async () => {
    const a = await api.get('/api/common/sysConfig');
    const b = await api.get('/api/user/index');
    expect(a.headers['x-request-id']).toEqual(expect.any(String));
    expect(b.headers['x-request-id']).toEqual(expect.any(String));
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('sends security headers, with a CSP that keeps plain-http LAN use working', async () => {
    const res = await api.get('/api/common/sysConfig');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('echoes an incoming x-request-id', async () => {
    const id = `req-${Date.now()}-abc`;
    for (const res of [
      await api.get('/api/common/sysConfig', { headers: { 'x-request-id': id } }),
      await api.get('/api/user/index', { headers: { 'x-request-id': id } }),
      await api.get('/api/missing', { headers: { 'x-request-id': id } }),
    ]) {
      expect(res.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces an x-request-id that is long or not a plain token with a fresh one', async () => {
    for (const sent of ['x'.repeat(15_000), 'x'.repeat(65), 'a b', 'a\tb', 'id;drop', 'é', '<script>']) {
      const res = await api.get('/api/common/sysConfig', { headers: { 'x-request-id': sent } });
      const id = String(res.headers['x-request-id']);
      expect({ sent: sent.slice(0, 20), echoed: id === sent }).toEqual({
        sent: sent.slice(0, 20),
        echoed: false,
      });
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const longest = 'A-z_0.9'.repeat(9).slice(0, 64);
    const kept = await api.get('/api/common/sysConfig', { headers: { 'x-request-id': longest } });
    expect(kept.headers['x-request-id']).toBe(longest);
  });
});

describe('language', () => {
  const unauthorized = Object.fromEntries(LANGUAGES.map((l) => [l, messages.UNAUTHORIZED[l]]));
  const msgFor = async (headers: Record<string, string>) =>
    (await api.get('/api/user/index', { headers })).body.msg;

  it('the lang header picks each of the four languages', async () => {
    for (const lang of LANGUAGES) expect(await msgFor({ lang })).toBe(unauthorized[lang]);
  });

  it('the lang header wins over Accept-Language', async () => {
    expect(await msgFor({ lang: 'ja', 'accept-language': 'en' })).toBe(unauthorized.ja);
    expect(await msgFor({ lang: 'zh-Hant', 'accept-language': 'en-US,en;q=0.9' })).toBe(
      unauthorized['zh-Hant'],
    );
  });

  it('Accept-Language picks the best supported language by q-value', async () => {
    expect(await msgFor({ 'accept-language': 'fr;q=1, ja;q=0.5, en;q=0.8' })).toBe(unauthorized.en);
    expect(await msgFor({ 'accept-language': 'de-DE, ja-JP;q=0.9, en;q=0.2' })).toBe(unauthorized.ja);
    expect(await msgFor({ 'accept-language': 'zh-TW' })).toBe(unauthorized['zh-Hant']);
    expect(await msgFor({ 'accept-language': 'en-GB' })).toBe(unauthorized.en);
  });

  it('an unknown language falls back to Accept-Language, then to zh-Hans', async () => {
    expect(await msgFor({ lang: 'xx', 'accept-language': 'en' })).toBe(unauthorized.en);
    expect(await msgFor({ 'accept-language': 'fr, de;q=0.5' })).toBe(unauthorized['zh-Hans']);
    expect(await msgFor({ lang: 'klingon' })).toBe(unauthorized['zh-Hans']);
    expect(await msgFor({})).toBe(unauthorized['zh-Hans']);
  });

  it('validation messages follow the language too', async () => {
    const res = await api.post('/api/user/login', {}, { lang: 'en' });
    expect(res.body.msg).toBe(messages.ACCOUNT_REQUIRED.en);
  });

  describe('pickLanguage', () => {
    it.each([
      ['en', undefined, 'en'],
      ['ja', 'en', 'ja'],
      ['zh-Hant', 'ja', 'zh-Hant'],
      ['ZH-HANS', undefined, 'zh-Hans'],
      ['zh-TW', undefined, 'zh-Hant'],
      ['zh-HK', undefined, 'zh-Hant'],
      ['zh-CN', undefined, 'zh-Hans'],
      ['en-US', undefined, 'en'],
      ['xx', 'ja-JP', 'ja'],
      [undefined, 'fr;q=1, ja;q=0.5, en;q=0.8', 'en'],
      [undefined, 'en;q=0.1, zh-Hant;q=0.9', 'zh-Hant'],
      [undefined, 'ja;q=0, en;q=0.5', 'en'],
      [undefined, 'fr, de', 'zh-Hans'],
      [undefined, '', 'zh-Hans'],
      [undefined, ';;;,,,q=', 'zh-Hans'],
      [undefined, undefined, 'zh-Hans'],
      [['en'], ['ja'], 'zh-Hans'],
      [42, null, 'zh-Hans'],
    ] as const)('lang %j, Accept-Language %j → %s', (lang, accept, expected) => {
      expect(pickLanguage(lang, accept)).toBe(expected);
    });
  });
});

describe('messages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('the four languages are the ones of the contract', () => {
    expect([...LANGUAGES].sort()).toEqual(['en', 'ja', 'zh-Hans', 'zh-Hant']);
  });

  it.each(Object.keys(messages))('%s has text and the same placeholders in every language', (name) => {
    const text = messages[name as keyof typeof messages] as Record<string, string>;
    expect(Object.keys(text).sort()).toEqual(['en', 'ja', 'zh-Hans', 'zh-Hant']);
    const expected = placeholders(text['zh-Hans'] ?? '');
    for (const lang of LANGUAGES) {
      expect(text[lang]?.trim(), `${name} ${lang}`).toBeTruthy();
      expect(placeholders(text[lang] ?? ''), `${name} ${lang}`).toEqual(expected);
    }
  });
});
