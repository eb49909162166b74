import { describe, expect, it } from 'vitest';
import { mergeAreas, routes } from './define.ts';
import { adminApi, allRoutes, api } from './index.ts';

describe('the route table', () => {
  it('merges the domains’ areas, refusing an area two domains define', () => {
    const a = { pledge: routes('pledge', {}) };
    expect(Object.keys(mergeAreas(a, { team: routes('team', {}) }))).toEqual(['pledge', 'team']);
    expect(() => mergeAreas(a, { pledge: routes('other', {}) })).toThrow(
      'the route area pledge is defined twice',
    );
  });

  it('keeps the app’s calls under /api and the console’s under /admin-api', () => {
    const paths = (table: object) =>
      Object.values(table).flatMap((area) =>
        Object.values(area as object).map((r) => (r as { path: string }).path),
      );
    expect(paths(api).every((p) => p.startsWith('/api/'))).toBe(true);
    expect(paths(adminApi).every((p) => p.startsWith('/admin-api/'))).toBe(true);
    expect(allRoutes).toHaveLength(paths(api).length + paths(adminApi).length);
  });
});
