import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundles } from './index.ts';

/**
 * One word for taking USDT out to a chain address, everywhere a Chinese reader meets it: 提币
 * (Traditional: 提幣), the word of the exchanges and of the server's own messages. 提现 / 提現 ("cash
 * out") was the other half of the app; no text of the app says it any more (docs/decisions/web-app.md).
 */
const WORDS = {
  'zh-Hans': { word: '提币', rejected: '提现' },
  'zh-Hant': { word: '提幣', rejected: '提現' },
} as const;

/** Every text of a bundle with its dotted key. */
function texts(obj: object, prefix = ''): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]): [string, string][] =>
    typeof v === 'object' && v !== null ? texts(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );
}

// The entry bundles' texts, read before any lazy bundle merges into them, then each lazy bundle's.
const entry = { 'zh-Hans': texts(bundles['zh-Hans']), 'zh-Hant': texts(bundles['zh-Hant']) };
const lazy = await Promise.all(
  readdirSync(import.meta.dirname, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map(async (d) => {
      const set = Object.values(await import(`./${d.name}/index.ts`))[0] as Record<string, object>;
      return { 'zh-Hans': texts(set['zh-Hans'] ?? {}), 'zh-Hant': texts(set['zh-Hant'] ?? {}) };
    }),
);

describe.each(Object.entries(WORDS))('the withdrawal word in %s', (lang, { word, rejected }) => {
  const all = [...entry[lang as keyof typeof WORDS], ...lazy.flatMap((b) => b[lang as keyof typeof WORDS])];

  it('reads every bundle (the scan is not empty)', () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it(`no text says ${rejected}`, () => {
    expect(all.filter(([, text]) => text.includes(rejected))).toEqual([]);
  });

  it(`the withdrawal pages, their form and the statement say ${word}`, () => {
    const named = Object.fromEntries(all);
    for (const key of [
      'routes.usdtWithdraw',
      'routes.coinMixWithdraw',
      'withdraw.address',
      'withdraw.mine',
      'statement.codes.withdraw',
      'coinMix.withdraw',
    ])
      expect(named[key], key).toContain(word);
  });
});
