import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept per database; past this the oldest is closed (drizzle's texts are far fewer). */
const MAX_STATEMENTS = 5_000;

interface Statement {
  name: string;
  /** The parameters' type ids, as PostgreSQL inferred them: how each value is written as text. */
  paramTypes: number[];
}

/** What drizzle's PGlite driver calls on its client. */
export interface QueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(work: (tx: QueryClient) => Promise<T>): Promise<T>;
}

type TypeParser = (text: string, type: number) => unknown;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * One statement's answer, read as PGlite's `parseResults` reads it, but without the copy of every
 * type's parser that it makes on each call with a query's own parsers (drizzle always passes some):
 * that copy alone was a fifth of a read's time.
 */
function resultOf<T>(
  answer: messages.BackendMessage[],
  rowMode: QueryOptions['rowMode'],
  parserOf: (type: number) => TypeParser | undefined,
): Results<T> {
  const result: Results<T> & { command?: string; rowCount?: number } = {
    rows: [],
    fields: [],
    affectedRows: 0,
  };
  let parsers: (TypeParser | undefined)[] = [];
  for (const message of answer) {
    if (message.name === 'rowDescription') {
      const { fields } = message as messages.RowDescriptionMessage;
      result.fields = fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
      parsers = fields.map((f) => parserOf(f.dataTypeID));
    } else if (message.name === 'dataRow') {
      const values = (message as messages.DataRowMessage).fields.map((text, i) => {
        if (text === null) return null;
        const read = parsers[i];
        return read ? read(text, result.fields[i]?.dataTypeID ?? 0) : text;
      });
      const row =
        rowMode === 'array' ? values : Object.fromEntries(result.fields.map((f, i) => [f.name, values[i]]));
      result.rows.push(row as T);
    } else if (message.name === 'commandComplete') {
      const words = (message as messages.CommandCompleteMessage).text.split(' ');
      const command = words[0] ?? '';
      const count = Number.parseInt(words.at(-1) ?? '', 10);
      result.command = command;
      if (!Number.isNaN(count)) result.rowCount = count;
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)) result.affectedRows = count;
    }
  }
  return result;
}

/**
 * PGlite's client for drizzle, with each query text parsed and planned once (a named prepared
 * statement, as on PostgreSQL: db/client.ts) and each run sent as one message batch. PGlite's own
 * `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into the engine and
 * parses and plans the text every time (docs/benchmarks.md). Runs under PGlite's own locks, so a
 * query outside a transaction waits for a transaction under way and never runs inside it.
 */
export function preparedClient(client: PGlite): QueryClient {
  const statements = new Map<string, Statement>();
  let made = 0;

  async function prepare(text: string): Promise<Statement> {
    const kept = statements.get(text);
    if (kept) return kept;
    const parts: Uint8Array[] = [];
    if (statements.size >= MAX_STATEMENTS) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      parts.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `mcc_${++made}`;
    parts.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
    const described = await client.execProtocolStream(joined(parts), { syncToFs: false });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const { name, paramTypes } = await prepare(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i] ?? 0;
      const write = options?.serializers?.[type] ?? client.serializers[type];
      return write ? write(value) : String(value);
    });
    const answer = await client.execProtocolStream(
      joined([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const own = options?.parsers;
    return resultOf<T>(
      answer,
      options?.rowMode,
      (type) => own?.[type] ?? client.parsers[type] ?? types.parsers[type],
    );
  }

  const inTransaction = (tx: Transaction): QueryClient => ({
    query: (text, params = [], options) => {
      if (tx.closed) throw new Error('Transaction is closed');
      return client.runExclusive(() => run(text, params, options));
    },
    transaction: () => Promise.reject(new Error('nested transactions use savepoints')),
  });

  return {
    query: (text, params = [], options) =>
      client._runExclusiveTransaction(() =>
        client.runExclusive(async () => {
          const result = await run(text, params, options);
          // What PGlite's own query does after a statement outside a transaction (a no-op on disk).
          await client.syncToFs();
          return result as never;
        }),
      ),
    transaction: (work) => client.transaction((tx) => work(inTransaction(tx))),
  };
}
