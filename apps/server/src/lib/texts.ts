import type { Language } from '@mcc/contract';

/** One message in all four languages; `{name}` placeholders are filled from the error's params. */
export type Text = Record<Language, string>;

/**
 * A part's messages by stable key. A part is written `{ … } as const satisfies Texts`, so a text
 * without one of the four languages (or with a fifth) does not compile.
 */
export type Texts = Record<string, Text>;

/** The keys of all parts. */
type KeyOf<P extends readonly Texts[]> = { [I in keyof P]: keyof P[I] & string }[number];

/** The keys that more than one of the parts define. */
type Twice<P extends readonly Texts[], Seen extends string = never> = P extends readonly [
  infer First extends Texts,
  ...infer Rest extends readonly Texts[],
]
  ? (keyof First & Seen) | Twice<Rest, Seen | (keyof First & string)>
  : never;

/** The parts as they are when no key is defined twice; else a type they miss, naming the keys. */
type Once<P extends readonly Texts[]> = [Twice<P>] extends [never] ? P : { 'defined twice': Twice<P> };

/**
 * The registry of every part's texts: its keys are the union of the parts' keys. A key defined in two
 * parts does not compile (`Property ''defined twice'' is missing … { 'defined twice': "KEY" }`), and
 * should a part be typed loosely, it throws when the module loads: one text wins over another nowhere.
 */
export function mergeTexts<const P extends readonly Texts[]>(...parts: P & Once<P>): Record<KeyOf<P>, Text> {
  const merged: Record<string, Text> = {};
  for (const part of parts as readonly Texts[])
    for (const [key, text] of Object.entries(part)) {
      if (Object.hasOwn(merged, key)) throw new Error(`the text ${key} is defined twice`);
      merged[key] = text;
    }
  return merged as Record<KeyOf<P>, Text>;
}
