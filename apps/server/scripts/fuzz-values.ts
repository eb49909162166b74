import fc from 'fast-check';

/*
 * The fuzzer's values: what a schema accepts, and the hostile strings, numbers, types and bodies it is
 * tried with (fuzz-calls.ts makes calls of them).
 */

/** The subset of JSON Schema that zod's OpenAPI output uses. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  prefixItems?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** Strings that have broken servers: unstorable, invisible, reordering, injecting, huge, look-alike. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eexe.jpg',
  '\u2066admin\u2069',
  '\u200b',
  '\u200b\u200c\ufeff',
  '\u0007\u001b[31m',
  '\u0085\u009f',
  'ａｄｍｉｎ',
  '',
  ' ',
  ' 100 ',
  '0100',
  '100.000000',
  '1e0',
  '0x1',
  '-1',
  'NaN',
  'Infinity',
  '1e309',
  '99999999999999999999999',
  '../../etc/passwd',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}',
  '🙂'.repeat(100),
  'x'.repeat(20_000),
];
export const HOSTILE_NUMBERS = [0, -1, 1.5, -0.000001, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE];
const WRONG_TYPES: unknown[] = [null, true, [], {}, [1, 'a'], { $gt: '' }, { a: { b: { c: [] } } }];
const EXTRA_KEYS = ['extra', 'constructor', 'toString', 'id', 'userId', 'isAdmin', '\u0000', '\ud800'];
/** Bodies no schema could want: broken or odd JSON, sent as they are. */
export const RAW_BODIES = [
  '{',
  '{"a":',
  '[]',
  'null',
  '"x"',
  '1e999',
  '{"__proto__":{"x":1}}',
  '[[[[[[[[[[]]]]]]]]]]',
];
/** Path ids: plausible rows, and what `Number()` would wrongly read as one. */
export const PATH_IDS = [
  '1',
  '2',
  '3',
  '0',
  '-1',
  '1e0',
  '0x1',
  '1.5',
  '+1',
  '%201',
  '99999999999999999999',
  'abc',
  '%00',
  '%F0%9F%99%82',
  '%ED%A0%80',
  '..',
];

/**
 * Percent-encodes text for a URL, lone surrogates included (as their WTF-8 bytes, which is what a
 * careless client sends): `encodeURIComponent` throws on them.
 */
export function encodeText(text: string): string {
  let out = '';
  for (const part of text.match(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g) ?? []) {
    const unit = part.charCodeAt(0);
    if (part.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(part);
  }
  return out;
}

const hostileValue = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...WRONG_TYPES),
);

/** Strings matching `pattern`, when fast-check can generate them (not every regex feature it can). */
function matching(pattern: string, maxLength = Number.POSITIVE_INFINITY): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u')).filter((s) => s.length <= maxLength);
  } catch {
    return undefined;
  }
}

/** A value the schema accepts (as far as a JSON Schema can say; refinements may still refuse it). */
export function valid(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((s) => valid(s, depth + 1)));
  if (schema.allOf?.[0]) return valid(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1;
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1;
      const lo = Math.max(min, -1_000_000);
      const hi = Math.min(max, 1_000_000);
      return fc.integer({ min: Math.ceil(Math.min(lo, hi)), max: Math.floor(Math.max(lo, hi)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      const matches = schema.pattern ? matching(schema.pattern, schema.maxLength) : undefined;
      if (matches) return matches;
      const maxLength = Math.min(schema.maxLength ?? 40, 60);
      return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
    }
    case 'array': {
      const items = schema.prefixItems
        ? fc.tuple(...schema.prefixItems.map((s) => valid(s, depth + 1)))
        : fc.array(valid(schema.items, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 4, 4),
          });
      return items;
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valid(s, depth + 1)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** `value` with one thing made wrong: a field hostile, a required field gone, or an unknown one added. */
export function spoiled(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const fields = Object.keys(schema?.properties ?? {});
  if (fields.length === 0) return hostileValue;
  return fc
    .tuple(
      valid(schema) as fc.Arbitrary<Record<string, unknown>>,
      fc.constantFrom(...fields),
      hostileValue,
      fc.constantFrom('replace', 'remove', 'extra', 'nested'),
      fc.constantFrom(...EXTRA_KEYS),
    )
    .map(([body, field, bad, how, extraKey]) => {
      const copy = { ...body };
      if (how === 'replace') copy[field] = bad;
      else if (how === 'remove') delete copy[field];
      else if (how === 'extra') copy[extraKey] = bad;
      else copy[field] = { [extraKey]: bad };
      return copy;
    });
}

/** A query or path value: what the schema takes (as text), or hostile text. */
export function text(schema: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: valid(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map(String) },
  );
}
