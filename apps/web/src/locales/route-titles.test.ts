import { LANGUAGES } from '@mcc/contract';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../lib/routes.ts';
import { bundles } from './index.ts';

/**
 * A page's title says what the page is, so no two routes share one: the NFT home and the catalogue, the
 * two withdrawal pages (the main wallet's and the coin-mix wallet's) were each one title for two pages.
 * The auto-login page is blank by the spec.
 */
describe.each(LANGUAGES)('route titles in %s', (lang) => {
  const titles = routeTable
    .filter((r) => r.name !== 'autoLogin')
    .map((r) => ({ route: r.name, title: bundles[lang].routes[r.name] }));

  it('every route has a title of its own', () => {
    const taken = new Map<string, string>();
    const shared = titles.flatMap(({ route, title }) => {
      const other = taken.get(title);
      taken.set(title, route);
      return other ? [`${other} and ${route}: ${title}`] : [];
    });
    expect(shared).toEqual([]);
  });
});
