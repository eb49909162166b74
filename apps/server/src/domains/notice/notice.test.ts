import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { type Api, bearer, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { signUp } from '../../test/users.ts';
import { users } from '../auth/auth.tables.ts';
import { notices } from './notice.tables.ts';

let app: TestApp;
let api: Api;
let editor: string;
let token: string;
beforeAll(async () => {
  ({
    app,
    api,
    tokens: { operations: editor },
  } = await openTestApp('operations'));
  token = (await signUp(app)).token;
});
afterAll(() => app.dispose());

const HOUR = 3_600_000;
type Texts = Record<string, string>;

/** Publishes a notice through the admin API; answers its id. */
async function publish(body: {
  title: Texts;
  content: Texts;
  important?: boolean;
  hidden?: boolean;
  publishAt?: string;
}): Promise<number> {
  const res = await api.post('/admin-api/notices', body, { headers: bearer(editor) });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data.id;
}

const list = async (lang: string, t = token, query = '') => {
  const res = await api.get(`/api/index/notice${query}`, { token: t, lang });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data as {
    list: {
      id: number;
      title: string;
      summary: string;
      important: boolean;
      publishAt: string;
      lang: string;
    }[];
    total: number;
    hasMore: boolean;
  };
};
const ids = async (lang = 'zh-Hans') => (await list(lang)).list.map((n) => n.id);
const detail = (id: number, lang: string, t = token) =>
  api.get(`/api/index/detail?id=${id}`, { token: t, lang });
const popup = async (t: string, lang = 'zh-Hans') => {
  const res = await api.get('/api/index/popup', { token: t, lang });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data as { id: number; title: string; content: string; lang: string } | null;
};
const seen = (t: string, id: number) => api.get(`/api/index/popupSeen?id=${id}`, { token: t });

describe('the notice list and detail', () => {
  it('shows the demo notices in four languages, newest first, the newest one important', async () => {
    const demo = await api.post('/api/user/login', { account: DEMO.mobile, password: DEMO.password });
    const demoToken = demo.body.data.userinfo.token;
    for (const lang of ['zh-Hans', 'en', 'ja', 'zh-Hant']) {
      const page = await list(lang, demoToken);
      expect(page.total).toBe(3);
      expect(page.list.map((n) => n.lang)).toEqual([lang, lang, lang]);
      expect(page.list.map((n) => n.important)).toEqual([true, false, false]);
    }
    expect((await list('en', demoToken)).list[0]?.title).toBe('Welcome to MCC');
    expect((await list('ja', demoToken)).list[0]?.title).toBe('MCC へようこそ');
  });

  it('answers the language asked for and falls back to zh-Hans where a notice lacks it', async () => {
    const both = await publish({
      title: { 'zh-Hans': '双语公告', en: 'Bilingual notice' },
      content: { 'zh-Hans': '<p>中文内容</p>', en: '<p>English <strong>content</strong></p>' },
    });
    const zhOnly = await publish({
      title: { 'zh-Hans': '仅中文' },
      content: { 'zh-Hans': '<p>只有中文</p>' },
    });

    const en = await list('en');
    expect(en.list.slice(0, 2)).toEqual([
      expect.objectContaining({ id: zhOnly, title: '仅中文', summary: '只有中文', lang: 'zh-Hans' }),
      expect.objectContaining({
        id: both,
        title: 'Bilingual notice',
        summary: 'English content',
        lang: 'en',
      }),
    ]);
    const ja = await list('ja');
    expect(ja.list.slice(0, 2).map((n) => [n.title, n.lang])).toEqual([
      ['仅中文', 'zh-Hans'],
      ['双语公告', 'zh-Hans'],
    ]);

    const shown = await detail(both, 'en');
    expect(shown.body.data).toMatchObject({
      id: both,
      title: 'Bilingual notice',
      content: '<p>English <strong>content</strong></p>',
      important: false,
      lang: 'en',
    });
    expect((await detail(both, 'zh-Hant')).body.data).toMatchObject({ title: '双语公告', lang: 'zh-Hans' });
    // No lang header: Accept-Language, then zh-Hans.
    const accept = await api.get(`/api/index/detail?id=${both}`, {
      token,
      headers: { 'accept-language': 'en-US' },
    });
    expect(accept.body.data.lang).toBe('en');
  });

  it('pages newest first', async () => {
    const total = (await list('zh-Hans')).total;
    const first = await list('zh-Hans', token, '?page=1&limit=2');
    const second = await list('zh-Hans', token, '?page=2&limit=2');
    expect(first.list).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(second.list[0]?.id).not.toBe(first.list[1]?.id);
    const times = [...first.list, ...second.list].map((n) => n.publishAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.total).toBe(total);
  });

  it('shows a notice only from its publish time on (by the clock service)', async () => {
    const later = new Date(app.clock.now().getTime() + HOUR).toISOString();
    const id = await publish({
      title: { 'zh-Hans': '稍后发布' },
      content: { 'zh-Hans': '<p>x</p>' },
      publishAt: later,
    });
    expect(await ids()).not.toContain(id);
    expectError(await detail(id, 'zh-Hans'), 'NOTICE_NOT_FOUND');
    app.clock.advance(HOUR + 1000);
    expect((await ids())[0]).toBe(id);
    expect((await detail(id, 'zh-Hans')).body.code).toBe(1);
  });

  it('hides hidden and deleted notices from users', async () => {
    const id = await publish({
      title: { 'zh-Hans': '将被隐藏' },
      content: { 'zh-Hans': '<p>x</p>' },
      hidden: true,
    });
    expect(await ids()).not.toContain(id);
    expectError(await detail(id, 'zh-Hans'), 'NOTICE_NOT_FOUND');
    await api.post(`/admin-api/notices/${id}`, { hidden: false }, { headers: bearer(editor) });
    expect(await ids()).toContain(id);
    await api.post(`/admin-api/notices/${id}`, { hidden: true }, { headers: bearer(editor) });
    expect(await ids()).not.toContain(id);
    await api.post(`/admin-api/notices/${id}`, { hidden: false }, { headers: bearer(editor) });
    const deleted = await api.post(`/admin-api/notices/${id}/delete`, {}, { headers: bearer(editor) });
    expect(deleted.body.code).toBe(1);
    expect(await ids()).not.toContain(id);
    expectError(await detail(id, 'zh-Hans'), 'NOTICE_NOT_FOUND');
    expectError(await seen(token, id), 'NOTICE_NOT_FOUND');
  });

  it('answers NOT_FOUND for an unknown id and VALIDATION for a malformed one', async () => {
    expectError(await detail(999_999, 'en'), 'NOTICE_NOT_FOUND');
    expectError(await api.get('/api/index/detail?id=abc', { token }), 'VALIDATION');
    expectError(await api.get('/api/index/detail', { token }), 'VALIDATION');
    expectError(await api.get('/api/index/popupSeen?id=-1', { token }), 'VALIDATION');
  });

  it('needs a signed-in user', async () => {
    for (const url of [
      '/api/index/notice',
      '/api/index/detail?id=1',
      '/api/index/popup',
      '/api/index/popupSeen?id=1',
    ]) {
      expect((await api.get(url)).status).toBe(401);
      expect((await api.get(url, { token: 'not-a-token' })).status).toBe(401);
    }
  });
});

describe('the important-notice popup', () => {
  it('offers each important notice once per user, newest first, in the user’s language', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    // The demo data's important notice was published before they joined: it does not pop up.
    expect(await popup(alice.token)).toBeNull();

    const older = await publish({
      title: { 'zh-Hans': '重要一', en: 'Important one' },
      content: { 'zh-Hans': '<p>一</p>', en: '<p>One</p>' },
      important: true,
    });
    app.clock.advance(1000);
    const newer = await publish({
      title: { 'zh-Hans': '重要二', en: 'Important two' },
      content: { 'zh-Hans': '<p>二</p>', en: '<p>Two</p>' },
      important: true,
    });
    // An ordinary notice never pops up.
    await publish({ title: { 'zh-Hans': '普通' }, content: { 'zh-Hans': '<p>普通</p>' } });

    expect(await popup(alice.token, 'en')).toMatchObject({
      id: newer,
      title: 'Important two',
      content: '<p>Two</p>',
    });
    expect((await seen(alice.token, newer)).body).toMatchObject({ code: 1, data: null });
    // Idempotent.
    expect((await seen(alice.token, newer)).body.code).toBe(1);
    expect(await popup(alice.token)).toMatchObject({ id: older, title: '重要一' });
    await seen(alice.token, older);
    expect(await popup(alice.token)).toBeNull();

    // Bob has seen nothing yet.
    expect((await popup(bob.token))?.id).toBe(newer);
  });

  it('leaves out important notices that are hidden, not yet published, or older than the account', async () => {
    const carol = await signUp(app);
    // Users get their sign-up time from the database; line it up with the moved test clock, so the
    // important notices of the test above count as published before Carol joined.
    await app.database.db
      .update(users)
      .set({ createdAt: app.clock.now() })
      .where(eq(users.id, carol.user.id));
    await publish({
      title: { 'zh-Hans': '隐藏的重要公告' },
      content: { 'zh-Hans': '<p>x</p>' },
      important: true,
      hidden: true,
    });
    const future = await publish({
      title: { 'zh-Hans': '未来的重要公告' },
      content: { 'zh-Hans': '<p>x</p>' },
      important: true,
      publishAt: new Date(app.clock.now().getTime() + HOUR).toISOString(),
    });
    await publish({
      title: { 'zh-Hans': '注册前的重要公告' },
      content: { 'zh-Hans': '<p>x</p>' },
      important: true,
      publishAt: new Date(app.clock.now().getTime() - 24 * HOUR).toISOString(),
    });
    expect(await popup(carol.token)).toBeNull();
    app.clock.advance(HOUR + 1000);
    expect((await popup(carol.token))?.id).toBe(future);
  });
});

describe('sanitising', () => {
  const NASTY =
    '<p onclick="alert(1)">Hello<script>alert(1)</script></p>' +
    '<img src="https://img.example/a.png" onerror="alert(1)">' +
    '<a href="javascript:alert(1)">a</a><a href="JAVASCRIPT:alert(1)">b</a><a href="jav&#x61;script:alert(1)">c</a>' +
    '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg>' +
    '<span style="background:url(javascript:alert(1))">s</span><a href="https://ok.example">ok</a>';
  const expectClean = (html: string) => {
    expect(html).not.toMatch(/script|onerror|onclick|onload|iframe|svg|url\(/i);
    expect(html).toContain('<p>Hello</p>');
    expect(html).toContain('<img src="https://img.example/a.png" alt="" />');
    expect(html).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
  };

  it('stores and shows rich text without scripts, event handlers or javascript: links', async () => {
    const id = await publish({
      title: { 'zh-Hans': '<b>标题</b>', en: 'Title' },
      content: { 'zh-Hans': NASTY, en: NASTY },
    });
    const [row] = await app.database.db.select().from(notices).where(eq(notices.id, id));
    expectClean(row?.content['zh-Hans'] ?? '');
    expectClean(row?.content.en ?? '');
    // Titles are plain text; the web app renders them as text, never as HTML.
    expect(row?.title['zh-Hans']).toBe('<b>标题</b>');

    for (const lang of ['zh-Hans', 'en']) expectClean((await detail(id, lang)).body.data.content);
    const admin = await api.get(`/admin-api/notices/${id}`, { headers: bearer(editor) });
    expectClean(admin.body.data.content['zh-Hans']);
    const item = (await list('en')).list.find((n) => n.id === id);
    expect(item?.summary).toBe('Hello abcsok');
  });

  it('sanitises again on the way out, whatever the row holds', async () => {
    const id = await publish({ title: { 'zh-Hans': '旧数据' }, content: { 'zh-Hans': '<p>x</p>' } });
    // A row written around the service (an old import, a manual fix in the database).
    await app.database.db
      .update(notices)
      .set({ content: { 'zh-Hans': NASTY } })
      .where(eq(notices.id, id));
    expectClean((await detail(id, 'zh-Hans')).body.data.content);
    const admin = await api.get(`/admin-api/notices/${id}`, { headers: bearer(editor) });
    expectClean(admin.body.data.content['zh-Hans']);
  });

  it('refuses a notice whose zh-Hans content is nothing but removed markup', async () => {
    const res = await api.post(
      '/admin-api/notices',
      { title: { 'zh-Hans': '空' }, content: { 'zh-Hans': '<script>alert(1)</script>' } },
      { headers: bearer(editor) },
    );
    expectError(res, 'NOTICE_CONTENT_REQUIRED');
  });
});
