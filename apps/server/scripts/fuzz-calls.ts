import { randomBytes, randomInt } from 'node:crypto';
import { addressOf, adminApi, allRoutes, api, type Route } from '@mcc/contract';
import fc from 'fast-check';
import type { App } from '../src/app.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { encodeText, PATH_IDS, RAW_BODIES, type Schema, spoiled, text, valid } from './fuzz-values.ts';

/*
 * The API fuzzer's engine (`npm run fuzz` and src/fuzz.test.ts): reads the app's own OpenAPI document
 * and calls every route with generated requests — valid bodies, queries and path ids from the schemas,
 * and the same with one part made hostile (NUL, lone surrogates, bidi and zero-width characters, huge,
 * negative, float and non-finite numbers, wrong types, missing and unknown fields, broken JSON) —
 * with the right credentials, wrong ones and none. Any answer ≥ 500 is a fault.
 */

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
    // Four eyes: another operator approves the credit.
    const approve = await app.inject({
      method: 'POST',
      url: addressOf(adminApi.proposals.approve, { id: adjust.json().data?.id ?? 0 }).url,
      headers: { authorization: `Bearer ${await newOperator()}` },
      payload: {},
    });
    if (login.json().code !== 1 || approve.json().code !== 1)
      throw new Error('fuzz: could not set up a user');
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
