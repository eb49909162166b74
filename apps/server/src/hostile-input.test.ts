import { allRoutes } from '@mcc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzCredentials, type Operation, operationsOf } from '../scripts/fuzz-calls.ts';
import { encodeText } from '../scripts/fuzz-values.ts';
import { type Answer, client, createTestApp, type TestApp } from './test/harness.ts';

/**
 * Item: strings PostgreSQL cannot store (NUL, lone surrogates) used to reach the database from any text
 * field and answer 500. Every route of the OpenAPI document, every body field, query parameter and path
 * parameter, signed in (so the route itself would run), must refuse them as a validation failure of
 * that field — a new route inherits this without a line of its own.
 */
const UNSTORABLE = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy'];

let app: TestApp;
let api: ReturnType<typeof client>;
let operations: Operation[];
let headers: (path: string) => Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  operations = operationsOf(app.swagger() as never, allRoutes).filter((op) => !op.path.includes('logout'));
  const credentials = await fuzzCredentials(app)();
  headers = (path): Record<string, string> =>
    path.startsWith('/admin-api/')
      ? { authorization: `Bearer ${credentials.operator}` }
      : { token: credentials.user };
});
afterAll(() => app.dispose());

/** A refusal of `field` for its characters: HTTP 200, code 0, VALIDATION naming the field, localised. */
function expectTextRefused(res: Answer, where: string, field: string) {
  expect({ where, status: res.status, error: res.body.data?.error }).toEqual({
    where,
    status: 200,
    error: 'VALIDATION',
  });
  expect({ where, field: res.body.data.field }).toEqual({ where, field });
  expect(res.body.data.fields[0].error).toBe('TEXT_INVALID');
  expect(res.body.msg).toContain(field);
}

const urlOf = (op: Operation, id = '1') => op.path.replace(/\{\w+\}/g, id);

describe('NUL and lone surrogates, on every route of the OpenAPI document', () => {
  it('the document lists the routes', () => {
    expect(operations.length).toBeGreaterThanOrEqual(80);
    const bodyFields = operations.flatMap((op) => Object.keys(op.body?.properties ?? {}));
    const queryFields = operations.flatMap((op) => op.query.map((q) => q.name));
    expect(bodyFields.length).toBeGreaterThan(80);
    expect(queryFields.length).toBeGreaterThan(40);
  });

  it('every JSON body field refuses them with TEXT_INVALID naming the field', async () => {
    let checked = 0;
    for (const op of operations.filter((o) => o.body?.properties)) {
      for (const field of Object.keys(op.body?.properties ?? {})) {
        for (const text of UNSTORABLE) {
          const res = await api.post(urlOf(op), { [field]: text }, { headers: headers(op.path), lang: 'en' });
          expectTextRefused(res, `${op.method} ${op.path} ${field} ${JSON.stringify(text)}`, field);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('inside nested objects, arrays and keys too', async () => {
    const notice = { title: { 'zh-Hans': 'ok', en: 'a\u0000' }, content: { 'zh-Hans': 'ok' } };
    expectTextRefused(
      await api.post('/admin-api/notices', notice, { headers: headers('/admin-api/') }),
      'notice title',
      'title.en',
    );
    const settings = (await api.get('/admin-api/settings', { headers: headers('/admin-api/') })).body.data;
    expectTextRefused(
      await api.post(
        '/admin-api/settings',
        { ...settings, upload: { ...settings.upload, types: ['image/png', '\ud800'] } },
        { headers: headers('/admin-api/') },
      ),
      'settings upload types',
      'upload.types.1',
    );
    expectTextRefused(
      await api.post('/api/user/profile', { 'bio\u0000': 'x' }, { headers: headers('/api/') }),
      'a key',
      'bio\u0000',
    );
  });

  it('every query parameter refuses NUL with TEXT_INVALID, and no surrogate spelling answers 500', async () => {
    let checked = 0;
    for (const op of operations.filter((o) => o.query.length > 0)) {
      for (const q of op.query) {
        const nul = await api.get(`${urlOf(op)}?${q.name}=${encodeText('a\u0000')}`, {
          headers: headers(op.path),
        });
        expectTextRefused(nul, `${op.path}?${q.name}`, q.name);
        // %ED%A0%80 is a lone surrogate in WTF-8: not UTF-8, so it never decodes to one. Only the status
        // is read: an export taking the decoded text answers its CSV file.
        const surrogate = await app.inject({
          method: 'GET',
          url: `${urlOf(op)}?${q.name}=${encodeText('\ud800')}`,
          headers: headers(op.path),
        });
        const where = `${op.path}?${q.name}`;
        expect({ where, below500: surrogate.statusCode < 500 }).toEqual({ where, below500: true });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('every path parameter refuses NUL with TEXT_INVALID, and no surrogate spelling answers 500', async () => {
    const withParams = operations.filter((o) => o.params.length > 0);
    expect(withParams.length).toBeGreaterThanOrEqual(15);
    for (const op of withParams) {
      const res = await api.call(op.method, urlOf(op, '%00'), {
        headers: headers(op.path),
        ...(op.method === 'POST' ? { body: {} } : {}),
      });
      expectTextRefused(res, `${op.method} ${op.path}`, 'id');
      const surrogate = await api.call(op.method, urlOf(op, '%ED%A0%80'), {
        headers: headers(op.path),
        ...(op.method === 'POST' ? { body: {} } : {}),
      });
      expect({ where: op.path, below500: surrogate.status < 500 }).toEqual({
        where: op.path,
        below500: true,
      });
      expect(surrogate.body.code).toBe(0);
    }
  });

  it('a body nested as deep as the size limit allows is answered, not a fault or a hang', async () => {
    const depth = 400_000;
    for (const inner of ['"\\u0000"', '1']) {
      const started = Date.now();
      const res = await api.post('/api/user/profile', `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`, {
        headers: { ...headers('/api/'), 'content-type': 'application/json' },
      });
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });

  it('the refusal is in the caller language', async () => {
    for (const [lang, text] of [
      ['zh-Hans', 'bio 含有不允许的字符'],
      ['en', 'bio contains characters that are not allowed'],
      ['ja', 'bio に使用できない文字が含まれています'],
      ['zh-Hant', 'bio 含有不允許的字元'],
    ] as const) {
      const res = await api.post('/api/user/profile', { bio: '\u0000' }, { headers: headers('/api/'), lang });
      expect(res.body.msg).toBe(text);
    }
  });
});
