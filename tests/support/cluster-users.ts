import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { adminApi, api } from '@mcc/contract';
import type { H2Client } from '../../scripts/cluster/h2-client.ts';

/** The demo account the seeding API server made (apps/server/src/db/seed.ts). */
export const DEMO = {
  mobile: '13800000001',
  password: 'demo12345',
  payPassword: '123456',
  inviteCode: 'MCC888',
};

/** A user of the load: who they are and their current sign-in. */
export interface LoadUser {
  id: number;
  uid: string;
  mobile: string;
  password: string;
  payPassword: string;
  token: string;
}

/** A call that must succeed (the set-up's): its envelope's data, or an error naming the refusal. */
export async function mustCall<T>(
  client: H2Client,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await client.json<T>(method, url, body, headers);
  if (answer.status !== 200 || answer.envelope?.code !== 1)
    throw new Error(`${method} ${url}: ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`);
  return answer.envelope.data as T;
}

/** The newest code the development provider wrote for `to` and `event` (DATA_DIR/outbox.jsonl, shared by the servers). */
async function outboxCode(dataDir: string, to: string, event: string): Promise<string> {
  const file = path.join(dataDir, 'outbox.jsonl');
  for (const deadline = Date.now() + 10_000; ; ) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const sent = text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { to: string; event: string; code: string });
    const code = sent.findLast((m) => m.to === to && m.event === event)?.code;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no ${event} code for ${to} in ${file}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

type Session = { userinfo: { id: number; uid: string; token: string } };

export async function signIn(client: H2Client, mobile: string, password: string) {
  return (await mustCall<Session>(client, 'POST', api.accounts.login.path, { account: mobile, password }))
    .userinfo;
}

/**
 * `n` users registered through the API as a person would (a code by SMS, read from the outbox), each
 * with a payment password and `usdt` sent to them by the demo user.
 */
export async function makeUsers(
  client: H2Client,
  dataDir: string,
  n: number,
  usdt: string,
): Promise<LoadUser[]> {
  const demo = await signIn(client, DEMO.mobile, DEMO.password);
  const users: LoadUser[] = [];
  for (let i = 0; i < n; i++) {
    const mobile = `1370000${String(i).padStart(4, '0')}`;
    await mustCall(client, 'POST', api.accounts.smsSend.path, { mobile, event: 'register' });
    const code = await outboxCode(dataDir, mobile, 'register');
    const password = `cluster-pass-${i}`;
    const payPassword = '246810';
    const session = await mustCall<Session>(client, 'POST', api.accounts.register.path, {
      mobile,
      code,
      password,
      payPassword,
      inviteCode: DEMO.inviteCode,
    });
    const { id, uid, token } = session.userinfo;
    await mustCall(
      client,
      'POST',
      api.wallet.transfer.path,
      { to: uid, amount: usdt, payPassword: DEMO.payPassword },
      { token: demo.token, 'idempotency-key': randomUUID() },
    );
    users.push({ id, uid, mobile, password, payPassword, token });
  }
  return users;
}

/** The first operator's console token (the cluster printed its password). */
export async function operatorToken(client: H2Client, username: string, password: string): Promise<string> {
  return (await mustCall<{ token: string }>(client, 'POST', adminApi.auth.login.path, { username, password }))
    .token;
}

/** Sets MCC's price as an operator would in the console (Market). */
export async function setPrice(client: H2Client, operator: string, price: string): Promise<void> {
  await mustCall(
    client,
    'POST',
    adminApi.market.setPrice.path,
    { symbol: 'MCC', price },
    { authorization: `Bearer ${operator}` },
  );
}
