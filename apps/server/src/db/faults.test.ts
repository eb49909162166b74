import { describe, expect, it } from 'vitest';
import { describeDatabaseError, isDatabaseUnavailable } from './faults.ts';

/** An error as node-postgres raises it: a SQLSTATE code, and sometimes the client it came from. */
function pgError(message: string, code?: string) {
  return Object.assign(new Error(message), {
    code,
    client: { processID: 4242, secretKey: 987654321, connectionParameters: { password: 'pw' } },
  });
}

describe('database faults', () => {
  it("tells a database out of reach from a fault in our code, through drizzle's wrapper", () => {
    const unavailable = [
      pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      pgError('read ECONNRESET', 'ECONNRESET'),
      pgError('Connection terminated unexpectedly'),
      pgError('timeout exceeded when trying to connect'),
      pgError('Query read timeout'),
      pgError('Client has encountered a connection error and is not queryable'),
      pgError('canceling statement due to statement timeout', '57014'),
      pgError('terminating connection due to administrator command', '57P01'),
      pgError('the database system is starting up', '57P03'),
      pgError('terminating connection due to idle-in-transaction timeout', '25P03'),
      pgError('connection failure', '08006'),
      new Error('Failed query: select 1', { cause: pgError('Connection terminated unexpectedly') }),
    ];
    for (const e of unavailable) expect(isDatabaseUnavailable(e), e.message).toBe(true);
    const faults = [
      new Error('Cannot read properties of undefined'),
      pgError('duplicate key value violates unique constraint', '23505'),
      pgError('syntax error at or near "selec"', '42601'),
      new Error('Failed query: insert …', { cause: pgError('value too long', '22001') }),
    ];
    for (const e of faults) expect(isDatabaseUnavailable(e), e.message).toBe(false);
  });

  it('describes an error in one line of code and message, never the client and its cancel key', () => {
    const wrapped = new Error('Failed query: select 1\nparams: ', {
      cause: pgError('canceling statement due to statement timeout', '57014'),
    });
    const line = describeDatabaseError(wrapped);
    expect(line).toBe('57014: canceling statement due to statement timeout');
    expect(line).not.toMatch(/4242|987654321|pw/);
  });
});
