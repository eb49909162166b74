import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@mcc/contract';

/** Maps a BCP-47 tag to one of the bundled languages, or undefined when none fits. */
function matchTag(tag: string): Language | undefined {
  const t = tag.trim().toLowerCase();
  const exact = LANGUAGES.find((l) => l.toLowerCase() === t);
  if (exact) return exact;
  if (/^zh-(hant|tw|hk|mo)/.test(t)) return 'zh-Hant';
  if (t.startsWith('zh')) return 'zh-Hans';
  if (t.startsWith('ja')) return 'ja';
  if (t.startsWith('en')) return 'en';
  return undefined;
}

/** The `lang` header wins, then Accept-Language (in q order), then zh-Hans. */
export function pickLanguage(langHeader: unknown, acceptLanguage: unknown): Language {
  if (typeof langHeader === 'string') {
    const l = matchTag(langHeader);
    if (l) return l;
  }
  if (typeof acceptLanguage === 'string') {
    const ranked = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag = '', ...rest] = part.split(';');
        const q = rest.find((p) => p.trim().startsWith('q='));
        return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
      })
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      const l = matchTag(tag);
      if (l) return l;
    }
  }
  return DEFAULT_LANGUAGE;
}
