import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { api } from '@mcc/contract';
import { type H2Answer, type H2Client, multipartFile } from '../../scripts/cluster/h2-client.ts';
import type { LoadUser } from './cluster-users.ts';

export type Kind = 'read' | 'sign-in' | 'transfer' | 'upload' | 'box open';

/** One request of the load as its client saw it in the end (after any retry with the same key). */
export interface Outcome {
  kind: Kind;
  path: string;
  /** HTTP status; 0 when no answer came (the connection failed). */
  status: number;
  /** The envelope's code: 1 done, 0 refused (`refusal` says why); undefined when no envelope came. */
  code?: number;
  refusal?: string;
  /** nginx's request id of the last try (its access log line names the servers tried). */
  requestId: string;
  startedAt: number;
  endedAt: number;
  /** Times the client sent it again with its Idempotency-Key after "still in progress". */
  keyRetries: number;
  user: LoadUser;
  transfer?: { to: LoadUser; amount: string; id?: number };
  upload?: { name: string; sha256: string; bytes: Buffer };
  drawIds?: number[];
}

/** A PNG of 4×4 pixels whose colours are `n`'s bytes: a new picture for every n, stored byte for byte. */
export function uniquePng(n: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 4, 0, 0, 0, 4, 8, 2, 0, 0, 0]);
  const rows: number[] = [];
  for (let y = 0; y < 4; y++) {
    rows.push(0);
    for (let x = 0; x < 4; x++) rows.push((n >> 16) & 255, (n >> 8) & 255, (n + x * 4 + y) & 255);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What each user does, in turn: mostly reads, and every kind of write (a rotation of 20). */
const ROTATION: Kind[] = [
  ...['read', 'read', 'transfer', 'read', 'upload', 'read', 'read', 'sign-in', 'read', 'box open'],
  ...['read', 'transfer', 'read', 'read', 'upload', 'read', 'read', 'transfer', 'read', 'sign-in'],
] as Kind[];

const READS = [
  api.accounts.index.path,
  api.wallet.usdt.path,
  `${api.boxes.list.path}?page=1&limit=10`,
  `${api.market.price.path}?symbol=MCC`,
  `${api.notice.list.path}?page=1&limit=10`,
  api.wallet.summary.path,
];

type Envelope = { code?: number; data?: Record<string, unknown> };

/** Between two calls of one user. */
const PAUSE_MS = 25;

/**
 * A mixed load of sign-ins, reads, transfers, uploads and box opens through nginx, one loop per user,
 * each request waiting for the last (as a person's phone does). Money calls carry an Idempotency-Key;
 * answered "still in progress" (its first server died holding the key), the same request is sent again
 * after the server's `retryAfter`, as the apps do. Every request's end is kept as an Outcome.
 */
export function mixedLoad(client: H2Client, users: LoadUser[], boxId: number) {
  const outcomes: Outcome[] = [];
  const watchers = new Set<() => void>();
  let stopped = false;
  let pictures = 0;
  const amounts = new Map<LoadUser, number>();

  async function send(
    kind: Kind,
    user: LoadUser,
    method: 'GET' | 'POST',
    path: string,
    body?: { json?: unknown; raw?: Buffer; type?: string },
    key?: string,
  ) {
    const startedAt = Date.now();
    let keyRetries = 0;
    for (;;) {
      const headers: Record<string, string> = { token: user.token };
      if (key) headers['idempotency-key'] = key;
      if (body) headers['content-type'] = body.type ?? 'application/json';
      let answer: H2Answer | undefined;
      try {
        answer = await client.request(method, path, {
          headers,
          body: body?.raw ?? (body ? JSON.stringify(body.json) : undefined),
        });
      } catch {
        answer = undefined;
      }
      let envelope: Envelope | undefined;
      try {
        envelope = answer ? (JSON.parse(answer.body.toString('utf8')) as Envelope) : undefined;
      } catch {
        envelope = undefined;
      }
      const refusal = envelope?.code === 0 ? String(envelope.data?.error ?? '') : undefined;
      if (key && refusal === 'IDEMPOTENCY_IN_PROGRESS') {
        keyRetries++;
        await sleep(Number(envelope?.data?.retryAfter ?? 1) * 1000);
        continue;
      }
      const outcome: Outcome = {
        kind,
        path,
        status: answer?.status ?? 0,
        code: envelope?.code,
        refusal,
        requestId: String(answer?.headers['x-request-id'] ?? ''),
        startedAt,
        endedAt: Date.now(),
        keyRetries,
        user,
      };
      return { outcome, data: envelope?.code === 1 ? envelope.data : undefined };
    }
  }

  const record = (o: Outcome) => {
    outcomes.push(o);
    for (const w of watchers) w();
  };

  async function act(kind: Kind, user: LoadUser, turn: number) {
    if (kind === 'read') {
      const path = READS[turn % READS.length] ?? READS[0] ?? '';
      return record((await send(kind, user, 'GET', path)).outcome);
    }
    if (kind === 'sign-in') {
      const r = await send(kind, user, 'POST', api.accounts.login.path, {
        json: { account: user.mobile, password: user.password },
      });
      const token = (r.data?.userinfo as { token?: string } | undefined)?.token;
      if (token) user.token = token;
      return record(r.outcome);
    }
    if (kind === 'transfer') {
      // Each sender's amounts differ (0.01, 0.02, …), so the ledger can be asked about each one.
      const n = (amounts.get(user) ?? 0) + 1;
      amounts.set(user, n);
      const to = users[(users.indexOf(user) + 1) % users.length] ?? user;
      const amount = (n / 100).toFixed(2);
      const r = await send(
        kind,
        user,
        'POST',
        api.wallet.transfer.path,
        { json: { to: to.uid, amount, payPassword: user.payPassword } },
        randomUUID(),
      );
      return record({ ...r.outcome, transfer: { to, amount, id: r.data?.id as number | undefined } });
    }
    if (kind === 'upload') {
      const bytes = uniquePng(++pictures * 7919);
      const form = multipartFile('file', `photo-${pictures}.png`, 'image/png', bytes);
      const r = await send(kind, user, 'POST', api.upload.file.path, {
        raw: form.body,
        type: form.contentType,
      });
      const name =
        String(r.data?.url ?? '')
          .split('/')
          .pop() ?? '';
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return record({ ...r.outcome, upload: { name, sha256, bytes } });
    }
    const r = await send(
      kind,
      user,
      'POST',
      api.boxes.open.path,
      { json: { boxId, count: 1, payPassword: user.payPassword } },
      randomUUID(),
    );
    const draws = (r.data?.draws as { id: number }[] | undefined) ?? [];
    return record({ ...r.outcome, drawIds: draws.map((d) => d.id) });
  }

  const loops = users.map(async (user, u) => {
    for (let turn = u * 7; !stopped; turn++) {
      await act(ROTATION[turn % ROTATION.length] ?? 'read', user, turn);
      // A pause between calls (still far quicker than a person): the cluster shares CI's two cores with
      // the test files beside it, and the figures need hundreds of requests, not thousands.
      await sleep(PAUSE_MS);
    }
  });

  return {
    outcomes: () => outcomes,
    /** Resolves once `check` holds, looked at after every request. */
    until(check: () => boolean): Promise<void> {
      return new Promise((resolve) => {
        const look = () => {
          if (!check()) return;
          watchers.delete(look);
          resolve();
        };
        watchers.add(look);
        look();
      });
    },
    /** Ends the load: each user finishes the request it is in (and its key's retries), then stops. */
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

export type MixedLoad = ReturnType<typeof mixedLoad>;

/** The load's outcomes in figures: by kind, answered, refused by key, and the rest. */
export function loadFigures(outcomes: readonly Outcome[]) {
  const byKind = new Map<Kind, { sent: number; done: number; refused: number; failed: number }>();
  for (const o of outcomes) {
    const f = byKind.get(o.kind) ?? { sent: 0, done: 0, refused: 0, failed: 0 };
    f.sent++;
    if (o.status === 200 && o.code === 1) f.done++;
    else if (o.code === 0 && o.status < 500) f.refused++;
    else f.failed++;
    byKind.set(o.kind, f);
  }
  return byKind;
}
