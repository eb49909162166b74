import { LANGUAGES } from '@mcc/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { bundles } from './index.ts';

/** Every leaf key of a bundle, as dotted paths. */
function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const leaf = (obj: object, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);

// What the entry bundles hold before a lazy bundle adds to them (i18next merges into the same objects).
const entryAreas = Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.keys(bundles[lang])]));
const entryKeys = Object.fromEntries(LANGUAGES.map((lang) => [lang, keys(bundles[lang])]));
const lazy = {
  pledge: (await import('./pledge/index.ts')).pledgeBundles,
  statement: (await import('./statement/index.ts')).statementBundles,
  account: (await import('./account/index.ts')).accountBundles,
  wallet: (await import('./wallet/index.ts')).walletBundles,
  deposit: (await import('./deposit/index.ts')).depositBundles,
  notice: (await import('./notice/index.ts')).noticeBundles,
  errors: (await import('./errors/index.ts')).errorsBundles,
  placeholder: (await import('./placeholder/index.ts')).placeholderBundles,
  signUp: (await import('./sign-up/index.ts')).signUpBundles,
  onboarding: (await import('./onboarding/index.ts')).onboardingBundles,
  market: (await import('./market/index.ts')).marketBundles,
  nft: (await import('./nft/index.ts')).nftBundles,
  resale: (await import('./resale/index.ts')).resaleBundles,
  box: (await import('./box/index.ts')).boxBundles,
  auction: (await import('./auction/index.ts')).auctionBundles,
  protection: (await import('./protection/index.ts')).protectionBundles,
  security: (await import('./security/index.ts')).securityBundles,
};
/** The lazy bundles that add keys to an area of the entry bundles instead of bringing areas of their own. */
const EXTENDS: Partial<Record<keyof typeof lazy, string[]>> = { signUp: ['auth'] };

describe.each(Object.entries(lazy))('lazily loaded texts: %s', (name, set) => {
  const reference = keys(set['zh-Hans']).sort();

  it.each(LANGUAGES)('%s has exactly the keys of zh-Hans, none empty', (lang) => {
    expect(keys(set[lang]).sort()).toEqual(reference);
    expect(reference.filter((k) => !String(leaf(set[lang], k)).trim())).toEqual([]);
  });

  it('are not in the entry bundles (they load with their pages), and take no area of theirs', () => {
    const shared = EXTENDS[name as keyof typeof lazy] ?? [];
    for (const lang of LANGUAGES) {
      for (const area of Object.keys(set[lang])) {
        if (!shared.includes(area)) expect(entryAreas[lang], area).not.toContain(area);
      }
      for (const key of keys(set[lang])) expect(entryKeys[lang], key).not.toContain(key);
    }
  });

  it('are in the app, in every language, once their module is loaded', () => {
    for (const lang of LANGUAGES) {
      for (const key of reference)
        expect(i18n.t(key, { lng: lang }), `${lang} ${key}`).toBe(leaf(set[lang], key));
    }
  });
});

it('no two lazy bundles hold the same key (whichever loaded first would not decide a text)', () => {
  const all = Object.values(lazy).flatMap((set) => keys(set['zh-Hans']));
  expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
});

it('leaves the app its own texts', () => {
  expect(i18n.t('common.loading', { lng: 'zh-Hans' })).toBe('加载中');
  expect(i18n.t('auth.login', { lng: 'zh-Hans' })).toBe('登录');
});
