/**
 * Four eyes in the browser tests: a second operator per server, and a manual adjustment as operators
 * make one now (proposed by the first, approved by the second), for tests that credit a user.
 */
import type { Envelope } from '@mcc/contract';
import { callApi, operatorToken, type TestServer } from './harness.ts';

/** The second operator of each server (four eyes), made once. */
const approvers = new WeakMap<TestServer, Promise<{ username: string; password: string }>>();

/**
 * A second operator (role finance), made by the first one through the admin API once per server: who
 * approves what the first proposes, since nobody approves their own (four eyes on money). Answers how
 * it signs in and a bearer token of a fresh sign-in, as `operatorToken` gives the first: a session
 * kept from earlier would end when a test moves the server's clock past its 12 hours.
 */
export async function secondOperator(server: TestServer) {
  let made = approvers.get(server);
  if (!made) {
    made = (async () => {
      const username = `approver-${crypto.randomUUID().slice(0, 8)}`;
      const created = await callApi<{ password: string }>(server, '/admin-api/operators', {
        bearer: await operatorToken(server),
        body: { username, role: 'finance' },
      });
      if (created.code !== 1) throw new Error(`could not make a second operator: ${created.msg}`);
      return { username, password: created.data.password };
    })();
    approvers.set(server, made);
  }
  const { username, password } = await made;
  const login = await callApi<{ token: string }>(server, '/admin-api/auth/login', {
    body: { username, password },
  });
  if (login.code !== 1) throw new Error(`the second operator could not sign in: ${login.msg}`);
  return { username, password, token: login.data.token };
}

/**
 * A manual adjustment as operators make one: proposed by the first operator, approved by a second
 * (`secondOperator`). Answers the approval's envelope (or the proposal's, when that was refused).
 */
export async function adjustApproved(
  server: TestServer,
  userId: number,
  body: { asset: string; direction: 'credit' | 'debit'; amount: string; reason: string },
): Promise<Envelope<{ id: number; state: string }>> {
  const proposed = await callApi<{ id: number; state: string }>(server, `/admin-api/users/${userId}/adjust`, {
    bearer: await operatorToken(server),
    body,
  });
  if (proposed.code !== 1) return proposed;
  return callApi(server, `/admin-api/proposals/${proposed.data.id}/approve`, {
    bearer: (await secondOperator(server)).token,
    body: {},
  });
}
