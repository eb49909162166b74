import { randomBytes, randomInt } from 'node:crypto';
import { addressOf, adminApi, allRoutes, api, type Route } from '@mcc/contract';
import fc from 'fast-check';
import type { App } from '../src/app.ts';
import { hashPassword } from '../src/lib/passwords.ts';

/*
 * The API fuzzer's engine (`npm run fuzz` and src/fuzz.test.ts): reads the app's own OpenAPI document
 * and calls every route with generated requests — valid bodies, queries and path ids from the schemas,
 * and the same with one part made hostile (NUL, lone surrogates, bidi and zero-width characters, huge,
 * negative, float and non-finite numbers, wrong types, missing and unknown fields, broken JSON) —
 * with the right credentials, wrong ones and none. Any answer ≥ 500 is a fault.
 */

/** The subset of JSON Schema that zod's OpenAPI output uses. */
interface Schema {
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

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: 'GET' | 'POST';
  /** As the document writes it: `/admin-api/users/{id}`. */
  path: string;
  params: Parameter[];
  query: Parameter[];
  body?: Schema;
}

type DocOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** A documented operation, with its generated schemas. */
function operationOf(method: string, path: string, op: DocOperation): Operation {
  const parameters = op.parameters ?? [];
  return {
    method: method.toUpperCase() as Operation['method'],
    path,
    params: parameters.filter((p) => p.in === 'path'),
    query: parameters.filter((p) => p.in === 'query'),
    body: op.requestBody?.content?.['application/json']?.schema,
  };
}

/** The OpenAPI spelling of a route's path: `/admin-api/users/{id}`. */
export const documentedPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/**
 * What the fuzzer calls: every route of the table but event streams (a stream that is let in never
 * ends, so an injected call would wait for ever; its sign-in and input checks are the ordinary ones,
 * and its own test reads it over HTTP), with the schemas the OpenAPI document gives it; then the
 * documented routes outside the table (health).
 */
export function operationsOf(
  doc: { paths: Record<string, Record<string, unknown>> },
  routes: readonly Route[],
): Operation[] {
  const table = routes
    .filter((route) => route.answer !== 'event-stream')
    .map((route) => {
      const path = documentedPath(route.path);
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      if (!op) throw new Error(`${route.method} ${route.path} is not in the OpenAPI document`);
      return operationOf(route.method, path, op as DocOperation);
    });
  const others = Object.entries(doc.paths)
    .filter(([path]) => !/^\/(api|admin-api)\//.test(path))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => operationOf(method, path, op as DocOperation)),
    );
  return [...table, ...others];
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
const RAW_BODIES = [
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
const PATH_IDS = [
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
function spoiled(schema: Schema | undefined): fc.Arbitrary<unknown> {
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
function text(schema: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: valid(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map(String) },
  );
}

export type Credential = 'right' | 'wrong' | 'none';

export interface Call {
  method: Operation['method'];
  url: string;
  credential: Credential;
  /** JSON text (or raw text) of the body, when one is sent. */
  payload?: string;
}

/** A generated call of `op`. */
export function calls(op: Operation): fc.Arbitrary<Call> {
  const path = fc
    .tuple(
      ...op.params.map((p) =>
        fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom(...PATH_IDS) },
          { weight: 1, arbitrary: text(p.schema).map(encodeText) },
        ),
      ),
    )
    .map((ids) => op.params.reduce((url, p, i) => url.replace(`{${p.name}}`, ids[i] ?? ''), op.path));
  const query = fc
    .tuple(...op.query.map((p) => fc.option(text(p.schema), { nil: undefined, freq: 3 })))
    .map((values) =>
      op.query
        .flatMap((p, i) =>
          values[i] === undefined ? [] : [`${encodeText(p.name)}=${encodeText(values[i])}`],
        )
        .join('&'),
    );
  const payload: fc.Arbitrary<string | undefined> =
    op.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 3, arbitrary: valid(op.body).map((b) => JSON.stringify(b)) },
          { weight: 5, arbitrary: spoiled(op.body).map((b) => JSON.stringify(b)) },
          { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((b) => JSON.stringify(b)) },
          { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
        );
  const credential = fc.constantFrom<Credential>('right', 'right', 'right', 'wrong', 'none');
  return fc.tuple(path, query, payload, credential).map(([p, q, body, cred]) => ({
    method: op.method,
    url: q ? `${p}?${q}` : p,
    credential: cred,
    ...(body === undefined ? {} : { payload: body }),
  }));
}

/** Headers that carry a credential: the user's `token` under /api, an operator's bearer under /admin-api. */
export interface Credentials {
  user: string;
  operator: string;
}
function headersFor(call: Call, creds: Credentials): Record<string, string> {
  const admin = call.url.startsWith('/admin-api/');
  const token =
    call.credential === 'none'
      ? undefined
      : call.credential === 'wrong'
        ? admin
          ? creds.user
          : 'not-a-token'
        : admin
          ? creds.operator
          : creds.user;
  const headers: Record<string, string> = {};
  if (token) headers[admin ? 'authorization' : 'token'] = admin ? `Bearer ${token}` : token;
  if (call.payload !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

export interface Fault {
  call: Call;
  status: number;
  answer: string;
}

export interface FuzzReport {
  calls: number;
  operations: number;
  faults: Fault[];
  /** Answers by status code. */
  statuses: Record<number, number>;
}

export interface FuzzOptions {
  seed: number;
  /** Generated calls per operation. */
  runs: number;
  /**
   * Working credentials before each operation: the fuzzer may well freeze its own user, disable its own
   * operator or sign them out, so it asks again rather than carry on with dead ones.
   */
  credentials: () => Promise<Credentials>;
  /** Called after each operation, e.g. to print progress. */
  onOperation?: (op: Operation, report: FuzzReport) => void;
}

/** Sign-outs last, so the calls before them run signed in. */
const SIGN_OUT = /logout/;

export async function fuzz(app: App, opts: FuzzOptions): Promise<FuzzReport> {
  const operations = operationsOf(app.swagger() as never, allRoutes).sort(
    (a, b) => Number(SIGN_OUT.test(a.path)) - Number(SIGN_OUT.test(b.path)),
  );
  const report: FuzzReport = { calls: 0, operations: operations.length, faults: [], statuses: {} };
  for (const [index, op] of operations.entries()) {
    const creds = await opts.credentials();
    for (const call of fc.sample(calls(op), { seed: opts.seed + index, numRuns: opts.runs })) {
      const res = await app.inject({
        method: call.method,
        url: call.url,
        headers: headersFor(call, creds),
        ...(call.payload === undefined ? {} : { payload: call.payload }),
      });
      report.calls++;
      report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 500)
        report.faults.push({ call, status: res.statusCode, answer: res.body.slice(0, 300) });
    }
    opts.onOperation?.(op, report);
  }
  return report;
}

/** One line per fault, with what was sent (shortened). */
export function describeFault(f: Fault): string {
  const body = f.call.payload === undefined ? '' : ` ${JSON.stringify(f.call.payload.slice(0, 200))}`;
  return `${f.status} ${f.call.method} ${f.call.url.slice(0, 200)} (${f.call.credential} credential)${body} → ${f.answer}`;
}

/**
 * Working credentials for `fuzz`: a user with a payment password and 1,000 USDT (credited through the
 * admin API), and a `super` operator; each is replaced by a fresh one once it stops working (frozen,
 * disabled or signed out by the fuzzer's own calls).
 */
export function fuzzCredentials(app: App): () => Promise<Credentials> {
  let current: Credentials | undefined;
  let seq = 0;
  const works = async (url: string, headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url, headers })).statusCode === 200;

  async function newOperator() {
    const username = `fuzz-op-${++seq}-${randomBytes(3).toString('hex')}`;
    const password = randomBytes(12).toString('hex');
    const system = { operator: null, actor: 'system:fuzz', ip: '' };
    await app.services.operators.create({ username, role: 'super', password }, system);
    return (await app.services.operators.login({ username, password, ip: '127.0.0.1' })).token;
  }

  async function newUser(operator: string) {
    const mobile = `139${randomInt(10_000_000, 100_000_000)}`;
    const password = 'fuzz-pass-1';
    const user = await app.services.auth.createUser({
      mobile,
      nickname: 'Fuzz',
      passwordHash: await hashPassword(password),
      payPasswordHash: await hashPassword('123456'),
    });
    const login = await app.inject({
      method: 'POST',
      url: api.accounts.login.path,
      payload: { account: mobile, password },
    });
    const adjust = await app.inject({
      method: 'POST',
      url: addressOf(adminApi.userLedger.adjust, { id: user.id }).url,
      headers: { authorization: `Bearer ${operator}` },
      payload: { asset: 'USDT', direction: 'credit', amount: '1000', reason: 'fuzz' },
    });
    if (login.json().code !== 1 || adjust.json().code !== 1) throw new Error('fuzz: could not set up a user');
    return login.json().data.userinfo.token as string;
  }

  return async () => {
    const operatorOk =
      current && (await works(adminApi.auth.me.path, { authorization: `Bearer ${current.operator}` }));
    const operator = operatorOk && current ? current.operator : await newOperator();
    const userOk = current && (await works(api.accounts.index.path, { token: current.user }));
    const user = userOk && current ? current.user : await newUser(operator);
    current = { user, operator };
    return current;
  };
}
