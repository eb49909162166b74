import type http2 from 'node:http2';
import { api } from '@mcc/contract';
import type { H2Client } from '../../scripts/cluster/h2-client.ts';

export interface PriceEventSeen {
  id: number;
  symbol: string;
  price: string;
  /** Which connection of the stream brought it (1 = the first). */
  connection: number;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/**
 * The app's live price reader, as EventSource behaves: it reads `/api/market/stream` (through nginx,
 * over HTTP/2), and when the stream ends for any reason it waits the last `retry:` the server gave and
 * connects again with `Last-Event-ID`, so it receives what it missed first, then live events.
 */
export function priceStream(client: H2Client, token: string) {
  const events: PriceEventSeen[] = [];
  let connections = 0;
  /** Ends of a connection the reader did not ask for (its server died, or closed), and when. */
  const lostAt: number[] = [];
  /** Reconnections that sent a Last-Event-ID. */
  let resumed = 0;
  let lastId: number | undefined;
  let retryMs = 3_000;
  let closed = false;
  let current: http2.ClientHttp2Stream | undefined;
  const watchers = new Set<() => void>();
  const changed = () => {
    for (const w of watchers) w();
  };

  function take(block: string, connection: number) {
    const fields = new Map<string, string>();
    for (const line of block.split('\n')) {
      const at = line.indexOf(':');
      if (at <= 0) continue; // a comment (`: ping`) or nothing
      fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
    }
    const retry = Number(fields.get('retry'));
    if (Number.isInteger(retry) && retry > 0) retryMs = retry;
    if (fields.get('event') !== 'price') return;
    const e = JSON.parse(fields.get('data') ?? '{}') as { id: number; symbol: string; price: string };
    lastId = Number(fields.get('id') ?? e.id);
    events.push({ id: e.id, symbol: e.symbol, price: e.price, connection, at: Date.now() });
  }

  function connect() {
    if (closed) return;
    const connection = ++connections;
    if (lastId !== undefined && connection > 1) resumed++;
    const headers: Record<string, string> = { token, accept: 'text/event-stream' };
    if (lastId !== undefined) headers['last-event-id'] = String(lastId);
    let stream: http2.ClientHttp2Stream;
    try {
      stream = client.open('GET', api.market.stream.path, { headers });
    } catch {
      setTimeout(connect, retryMs);
      return;
    }
    current = stream;
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        take(buffer.slice(0, end), connection);
        buffer = buffer.slice(end + 2);
      }
      changed();
    });
    stream.on('error', () => {});
    stream.on('close', () => {
      if (closed) return;
      lostAt.push(Date.now());
      changed();
      setTimeout(connect, retryMs);
    });
    changed();
  }

  connect();
  return {
    events: () => events,
    connections: () => connections,
    lost: () => lostAt.length,
    lostAt: () => lostAt,
    resumed: () => resumed,
    /** Resolves once `check` holds (looked at whenever something arrives), or fails after `timeoutMs`. */
    until(what: string, check: () => boolean, timeoutMs = 30_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const look = () => {
          if (!check()) return;
          watchers.delete(look);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          watchers.delete(look);
          reject(new Error(`price stream: ${what} not within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        watchers.add(look);
        look();
      });
    },
    close() {
      closed = true;
      current?.close();
    },
  };
}

export type PriceStream = ReturnType<typeof priceStream>;
