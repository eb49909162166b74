import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * node-postgres's client, made safe for a network that fails. A connection that dies while checked
 * out of the pool emits `error` with nobody listening (the pool only listens to idle ones), which
 * crashed the process; the query in flight fails with the same error, so the listener only has to
 * exist. A query that timed out on the client leaves its answer owed on the connection, so every
 * later query (the ROLLBACK first) would queue behind it: the connection is dropped instead.
 */
export class FaultTolerantClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => {});
  }

  // biome-ignore lint/suspicious/noExplicitAny: forwards every overload of pg's query unchanged
  override query(...args: any[]): any {
    args[0] = prepared(args[0], args[1]);
    const dropOnTimeout = (err: unknown) => {
      if ((err as Error | undefined)?.message === 'Query read timeout') this.connection.stream.destroy();
    };
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (err: unknown, res: unknown) => {
        dropOnTimeout(err);
        last(err, res);
      };
      return super.query(...(args as Parameters<pg.Client['query']>));
    }
    const result: unknown = super.query(...(args as Parameters<pg.Client['query']>));
    if (!(result instanceof Promise)) return result;
    return result.catch((err: unknown) => {
      dropOnTimeout(err);
      throw err;
    });
  }
}

/** Statement names by SQL text (bounded: a Map forgets its oldest first). */
const statementNames = new Map<string, string>();

/**
 * A query with parameters, as drizzle sends every one, goes as a named prepared statement (named by
 * its text's hash): each connection parses and plans it once, and PostgreSQL may then keep a generic
 * plan. Planning a join costs PostgreSQL several times what running it on a small table does, so this
 * roughly tripled the reads a server answers (docs/benchmarks.md). Text without parameters (BEGIN,
 * a migration's statements) goes as it is. Needs a session-level pool, not a transaction-level one.
 */
function prepared(config: unknown, values: unknown): unknown {
  if (typeof config !== 'object' || config === null || !Array.isArray(values) || values.length === 0)
    return config;
  const { text, name } = config as { text?: unknown; name?: unknown };
  if (typeof text !== 'string' || name) return config;
  let statement = statementNames.get(text);
  if (!statement) {
    statement = `s_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (statementNames.size >= 10_000) statementNames.delete(statementNames.keys().next().value ?? '');
    statementNames.set(text, statement);
  }
  return { ...config, name: statement };
}
