import { expect } from 'vitest';
import { type Api, expectError } from './harness.ts';

/**
 * A signed-in list of exactly five rows (someone else's rows between them), read two at a time: every
 * keyset page (`before` = the last id of the page before) equals the numbered one, a cursor past the
 * end is an empty page that still counts five, and a malformed cursor is refused naming `before`.
 */
export async function expectKeysetPagesOfFive(api: Api, url: string, token: string) {
  const get = async (query: string) => (await api.get(`${url}?limit=2&${query}`, { token })).body.data;
  const byNumber = [await get('page=1'), await get('page=2'), await get('page=3')];
  expect(byNumber.map((p) => p.list.length)).toEqual([2, 2, 1]);
  const lastOf = (n: number) => byNumber[n]?.list.at(-1).id;
  expect(await get(`page=2&before=${lastOf(0)}`)).toEqual(byNumber[1]);
  expect(await get(`page=3&before=${lastOf(1)}`)).toEqual(byNumber[2]);
  expect(await get(`page=4&before=${lastOf(2)}`)).toMatchObject({ list: [], total: 5, hasMore: false });
  for (const bad of ['abc', '0', '-1', '1.5', '1e3', '99999999999']) {
    const refused = await api.get(`${url}?before=${bad}`, { token, lang: 'ja' });
    expectError(refused, 'VALIDATION');
    expect(refused.body.data).toMatchObject({ field: 'before', fields: [{ error: 'ID_INVALID' }] });
  }
}
