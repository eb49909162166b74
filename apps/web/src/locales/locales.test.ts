import { DEFAULT_LANGUAGE, LANGUAGES } from '@mcc/contract';
import { describe, expect, it } from 'vitest';
import { bundles } from './index.ts';

/** Every leaf key of a bundle, as dotted paths. */
function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function leaf(obj: object, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], obj);
}

describe('locales', () => {
  const reference = keys(bundles['zh-Hans']).sort();

  it.each(LANGUAGES)('%s has exactly the keys of zh-Hans, none empty', (lang) => {
    const bundle = bundles[lang];
    expect(keys(bundle).sort()).toEqual(reference);
    // The auto-login page's title is blank on purpose (spec §2); everything else says something.
    const empty = reference.filter((k) => k !== 'routes.autoLogin' && !String(leaf(bundle, k)).trim());
    expect(empty).toEqual([]);
  });

  it('zh-Hans uses the spec texts', () => {
    const zh = bundles['zh-Hans'];
    expect(zh.common.loading).toBe('加载中');
    expect(zh.common.submitting).toBe('提交数据');
    expect(zh.common.requestError).toBe('数据请求错误!');
    expect(zh.common.copySuccess).toBe('复制成功');
    expect(zh.common.copyUnsupported).toBe('不支持复制');
    expect(zh.code).toMatchObject({ get: '获取验证码', countdown: '{{count}}秒重新获取', again: '重新获取' });
  });

  it('every countdown text carries the seconds', () => {
    for (const lang of LANGUAGES) expect(bundles[lang].code.countdown).toContain('{{count}}');
  });
});

describe('languages', () => {
  it('the web app bundles exactly the languages of the contract, zh-Hans first', () => {
    expect(Object.keys(bundles)).toEqual([...LANGUAGES]);
    expect(DEFAULT_LANGUAGE).toBe('zh-Hans');
  });
});
