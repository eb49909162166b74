import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, openTestApp, type TestApp } from '../../test/harness.ts';
import { asOperator, auditTrail } from '../../test/operators.ts';
import { signUp } from '../../test/users.ts';

let app: TestApp;
let api: Api;
let operations: string;
let finance: string;
beforeAll(async () => {
  ({
    app,
    api,
    tokens: { operations, finance },
  } = await openTestApp('operations', 'finance'));
});
afterAll(() => app.dispose());

async function notice(title: string, hidden: boolean): Promise<number> {
  const res = await api.post(
    '/admin-api/notices',
    { title: { 'zh-Hans': title }, content: { 'zh-Hans': `<p>${title}</p>` }, hidden },
    asOperator(operations),
  );
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data.id;
}

describe('publishing and unpublishing notices in bulk', () => {
  it('shows or hides each notice on its own, audited as an edit; a missing one is refused alone', async () => {
    const drafts = [await notice('草稿一', true), await notice('草稿二', true)];
    const user = await signUp(app);
    const titles = async () =>
      (await api.get('/api/index/notice?limit=50', { token: user.token })).body.data.list.map(
        (n: { title: string }) => n.title,
      );
    expect(await titles()).not.toContain('草稿一');

    const published = await api.post(
      '/admin-api/notices/bulk-visibility',
      { ids: [...drafts, 999_999], hidden: false },
      asOperator(operations, { lang: 'en' }),
    );
    expect(published.body.data).toEqual({
      results: [
        { id: drafts[0], ok: true },
        { id: drafts[1], ok: true },
        { id: 999_999, ok: false, error: 'NOTICE_NOT_FOUND', msg: expect.any(String) },
      ],
      done: 2,
      failed: 1,
    });
    expect(await titles()).toEqual(expect.arrayContaining(['草稿一', '草稿二']));
    for (const id of drafts) {
      const [row] = await auditTrail(api, finance, { targetType: 'notice', targetId: id });
      expect(row).toMatchObject({
        action: 'notice.update',
        before: { hidden: true },
        after: { hidden: false },
      });
    }

    const hidden = await api.post(
      '/admin-api/notices/bulk-visibility',
      { ids: drafts, hidden: true },
      asOperator(operations),
    );
    expect(hidden.body.data).toMatchObject({ done: 2, failed: 0 });
    expect(await titles()).not.toContain('草稿二');
  });

  it('needs content.write', async () => {
    const res = await api.post(
      '/admin-api/notices/bulk-visibility',
      { ids: [1], hidden: false },
      asOperator(finance),
    );
    expect(res.status).toBe(403);
  });
});
