import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, bearer, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { asOperator, auditTrail } from '../../test/operators.ts';
import { signUp } from '../../test/users.ts';

let app: TestApp;
let api: Api;
let operations: string;
let finance: string;
let superToken: string;
beforeAll(async () => {
  ({
    app,
    api,
    tokens: { operations, finance, super: superToken },
  } = await openTestApp('operations', 'finance', 'super'));
});
afterAll(() => app.dispose());

const UPLOAD = `/uploads/${'c'.repeat(64)}.png`;

const audits = (targetType: string, targetId: number) =>
  auditTrail(api, superToken, { targetType, targetId });

describe('notices in the admin API', () => {
  it('creates, reads, updates and soft-deletes a notice, each write audited with before and after', async () => {
    const created = await api.post(
      '/admin-api/notices',
      {
        title: { 'zh-Hans': ' 维护通知 ', en: 'Maintenance', ja: '' },
        content: { 'zh-Hans': '<p>今晚维护</p>', en: '<p>Tonight</p>', ja: '' },
        important: true,
      },
      asOperator(operations),
    );
    expect(created.body.code, created.body.msg).toBe(1);
    const notice = created.body.data;
    expect(notice).toMatchObject({
      title: { 'zh-Hans': '维护通知', en: 'Maintenance' },
      content: { 'zh-Hans': '<p>今晚维护</p>', en: '<p>Tonight</p>' },
      important: true,
      hidden: false,
      visible: true,
      createdBy: expect.any(Number),
    });
    // An empty language is no language.
    expect(notice.title).not.toHaveProperty('ja');
    expect(Date.parse(notice.publishAt)).toBeLessThanOrEqual(app.clock.now().getTime());

    const got = await api.get(`/admin-api/notices/${notice.id}`, asOperator(operations));
    expect(got.body.data).toEqual(notice);

    const later = new Date(app.clock.now().getTime() + 3_600_000).toISOString();
    const updated = await api.post(
      `/admin-api/notices/${notice.id}`,
      { title: { 'zh-Hans': '维护通知（更新）' }, content: { 'zh-Hans': '<p>改期</p>' }, publishAt: later },
      asOperator(operations),
    );
    expect(updated.body.data).toMatchObject({
      title: { 'zh-Hans': '维护通知（更新）' },
      content: { 'zh-Hans': '<p>改期</p>' },
      important: true,
      publishAt: later,
      visible: false,
    });
    expect(updated.body.data.title).not.toHaveProperty('en');

    // Only what is sent changes.
    const flagged = await api.post(
      `/admin-api/notices/${notice.id}`,
      { important: false },
      asOperator(operations),
    );
    expect(flagged.body.data).toMatchObject({ important: false, title: { 'zh-Hans': '维护通知（更新）' } });

    const listed = await api.get('/admin-api/notices?page=1&limit=50', asOperator(operations));
    expect(listed.body.data.list.map((n: { id: number }) => n.id)).toContain(notice.id);

    expect(
      (await api.post(`/admin-api/notices/${notice.id}/delete`, {}, asOperator(operations))).body,
    ).toMatchObject({
      code: 1,
      data: null,
    });
    expectError(await api.get(`/admin-api/notices/${notice.id}`, asOperator(operations)), 'NOTICE_NOT_FOUND');
    expectError(
      await api.post(`/admin-api/notices/${notice.id}`, { hidden: true }, asOperator(operations)),
      'NOTICE_NOT_FOUND',
    );
    expectError(
      await api.post(`/admin-api/notices/${notice.id}/delete`, {}, asOperator(operations)),
      'NOTICE_NOT_FOUND',
    );
    const after = await api.get('/admin-api/notices?page=1&limit=50', asOperator(operations));
    expect(after.body.data.list.map((n: { id: number }) => n.id)).not.toContain(notice.id);

    const rows = await audits('notice', notice.id);
    expect(rows.map((r) => r.action)).toEqual([
      'notice.delete',
      'notice.update',
      'notice.update',
      'notice.create',
    ]);
    const [deleted, second, first, create] = rows;
    expect(create).toMatchObject({
      targetType: 'notice',
      targetId: String(notice.id),
      before: null,
      after: { title: { 'zh-Hans': '维护通知', en: 'Maintenance' }, important: true, hidden: false },
      ip: '127.0.0.1',
    });
    expect(create?.actor).toMatch(/^operations-/);
    expect(first).toMatchObject({
      before: { title: { 'zh-Hans': '维护通知', en: 'Maintenance' } },
      after: { title: { 'zh-Hans': '维护通知（更新）' }, publishAt: later },
    });
    expect(second).toMatchObject({ before: { important: true }, after: { important: false } });
    expect(deleted).toMatchObject({
      before: { title: { 'zh-Hans': '维护通知（更新）' } },
      after: { deletedAt: expect.any(String) },
    });
  });

  it('refuses incomplete notices and leaves no audit row', async () => {
    const refused = async (body: unknown, error: string) =>
      expectError(
        await api.post('/admin-api/notices', body as Record<string, unknown>, asOperator(operations)),
        error,
      );
    await refused({ title: { en: 'No Chinese' }, content: { en: '<p>x</p>' } }, 'VALIDATION');
    await refused({ title: { 'zh-Hans': '' }, content: { 'zh-Hans': '<p>x</p>' } }, 'VALIDATION');
    await refused({ title: { 'zh-Hans': '无内容' } }, 'VALIDATION');
    await refused(
      { title: { 'zh-Hans': 'x'.repeat(201) }, content: { 'zh-Hans': '<p>x</p>' } },
      'VALIDATION',
    );
    await refused(
      { title: { 'zh-Hans': '时间' }, content: { 'zh-Hans': '<p>x</p>' }, publishAt: 'tomorrow' },
      'VALIDATION',
    );
    await refused(
      { title: { 'zh-Hans': '缺内容', en: 'English title only' }, content: { 'zh-Hans': '<p>x</p>' } },
      'NOTICE_LANGUAGE_INCOMPLETE',
    );
    await refused(
      { title: { 'zh-Hans': '缺标题' }, content: { 'zh-Hans': '<p>x</p>', ja: '<p>本文</p>' } },
      'NOTICE_LANGUAGE_INCOMPLETE',
    );
    const bad = await api.post(
      '/admin-api/notices',
      { title: { en: 'x' }, content: {} },
      asOperator(operations),
    );
    expect(bad.body.data.field).toBe('title.zh-Hans');
    expect(bad.body.msg).toBe('请填写简体中文标题');

    const id = (
      await api.post(
        '/admin-api/notices',
        { title: { 'zh-Hans': '完整' }, content: { 'zh-Hans': '<p>x</p>' } },
        asOperator(operations),
      )
    ).body.data.id;
    expectError(
      await api.post(
        `/admin-api/notices/${id}`,
        { title: { 'zh-Hans': '完整', en: 'Only a title' } },
        asOperator(operations),
      ),
      'NOTICE_LANGUAGE_INCOMPLETE',
    );
    expect((await audits('notice', id)).map((r) => r.action)).toEqual(['notice.create']);
  });

  it('pages the console list newest first and marks what users see', async () => {
    const future = new Date(app.clock.now().getTime() + 86_400_000).toISOString();
    const scheduled = await api.post(
      '/admin-api/notices',
      { title: { 'zh-Hans': '定时' }, content: { 'zh-Hans': '<p>x</p>' }, publishAt: future },
      asOperator(operations),
    );
    const first = await api.get('/admin-api/notices?limit=2', asOperator(operations));
    expect(first.body.data).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(first.body.data.list[0]).toMatchObject({ id: scheduled.body.data.id, visible: false });
    expect(first.body.data.list[1].visible).toBe(true);
  });
});

describe('banners in the admin API', () => {
  it('creates, lists in sort order, updates and deletes banners, each write audited', async () => {
    const a = await api.post(
      '/admin-api/banners',
      { image: UPLOAD, link: '/pages/nft/nft', sort: 2 },
      asOperator(operations),
    );
    expect(a.body.data).toMatchObject({ image: UPLOAD, link: '/pages/nft/nft', sort: 2, enabled: true });
    const b = await api.post(
      '/admin-api/banners',
      { image: 'https://img.example/b.png' },
      asOperator(operations),
    );
    expect(b.body.data).toMatchObject({ link: '', sort: 0, enabled: true });

    const listed = await api.get('/admin-api/banners', asOperator(operations));
    expect(listed.body.data.map((x: { id: number }) => x.id)).toEqual([b.body.data.id, a.body.data.id]);

    const updated = await api.post(
      `/admin-api/banners/${a.body.data.id}`,
      { sort: -1, enabled: false, link: 'https://mcc.example/promo' },
      asOperator(operations),
    );
    expect(updated.body.data).toMatchObject({
      sort: -1,
      enabled: false,
      link: 'https://mcc.example/promo',
      image: UPLOAD,
    });
    const reordered = await api.get('/admin-api/banners', asOperator(operations));
    expect(reordered.body.data[0].id).toBe(a.body.data.id);

    expect(
      (await api.post(`/admin-api/banners/${b.body.data.id}/delete`, {}, asOperator(operations))).body.code,
    ).toBe(1);
    const left = await api.get('/admin-api/banners', asOperator(operations));
    expect(left.body.data.map((x: { id: number }) => x.id)).toEqual([a.body.data.id]);
    expectError(
      await api.post(`/admin-api/banners/${b.body.data.id}/delete`, {}, asOperator(operations)),
      'BANNER_NOT_FOUND',
    );
    expectError(
      await api.post('/admin-api/banners/999999', { sort: 1 }, asOperator(operations)),
      'BANNER_NOT_FOUND',
    );

    expect((await audits('banner', a.body.data.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      [
        'banner.update',
        { image: UPLOAD, link: '/pages/nft/nft', sort: 2, enabled: true },
        { image: UPLOAD, link: 'https://mcc.example/promo', sort: -1, enabled: false },
      ],
      ['banner.create', null, { image: UPLOAD, link: '/pages/nft/nft', sort: 2, enabled: true }],
    ]);
    expect((await audits('banner', b.body.data.id)).map((r) => r.action)).toEqual([
      'banner.delete',
      'banner.create',
    ]);
  });

  it('refuses unsafe images and links', async () => {
    for (const image of [
      'javascript:alert(1)',
      'data:image/png;base64,xx',
      '/uploads/../etc/passwd',
      '//evil/a.png',
      '',
    ]) {
      expectError(await api.post('/admin-api/banners', { image }, asOperator(operations)), 'VALIDATION');
    }
    for (const link of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'data:x',
      'a b',
    ]) {
      const res = await api.post('/admin-api/banners', { image: UPLOAD, link }, asOperator(operations));
      expectError(res, 'VALIDATION');
      expect(res.body.data.fields[0].error).toBe('BANNER_LINK_INVALID');
    }
    expectError(
      await api.post('/admin-api/banners', { image: UPLOAD, sort: 1.5 }, asOperator(operations)),
      'VALIDATION',
    );
  });
});

describe('who may manage content', () => {
  const CALLS = [
    ['GET', '/admin-api/notices'],
    ['GET', '/admin-api/notices/1'],
    ['POST', '/admin-api/notices'],
    ['POST', '/admin-api/notices/1'],
    ['POST', '/admin-api/notices/1/delete'],
    ['GET', '/admin-api/banners'],
    ['POST', '/admin-api/banners'],
    ['POST', '/admin-api/banners/1'],
    ['POST', '/admin-api/banners/1/delete'],
  ] as const;

  it('refuses no token, a user token and a role without content.write (401, 401, 403)', async () => {
    const user = await signUp(app);
    for (const [method, url] of CALLS) {
      const body = method === 'POST' ? {} : undefined;
      expect((await api.call(method, url, { body })).status, url).toBe(401);
      expect((await api.call(method, url, { body, headers: bearer(user.token) })).status, url).toBe(401);
      expect((await api.call(method, url, { body, token: user.token })).status, url).toBe(401);
      const forbidden = await api.call(method, url, { body, headers: bearer(finance) });
      expect(forbidden.status, url).toBe(403);
      expect(forbidden.body.data).toMatchObject({ error: 'FORBIDDEN', permission: 'content.write' });
    }
  });

  it('lets operations and super in', async () => {
    for (const t of [operations, superToken]) {
      expect((await api.get('/admin-api/notices', asOperator(t))).body.code).toBe(1);
      expect((await api.get('/admin-api/banners', asOperator(t))).body.code).toBe(1);
    }
  });
});
