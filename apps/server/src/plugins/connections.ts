import type { Server } from 'node:http';
import net from 'node:net';
import type { Config } from '../config/env.ts';

type Limits = Pick<
  Config,
  | 'HTTP_HEADERS_TIMEOUT_MS'
  | 'HTTP_REQUEST_TIMEOUT_MS'
  | 'HTTP_IDLE_TIMEOUT_MS'
  | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'
  | 'connectionsPerAddress'
>;

/**
 * The idle time-outs Fastify applies to either kind of server (plain HTTP/1.1, or HTTP/2 with
 * HTTP/1.1 beside it when there is a certificate). Unset, a silent connection is never closed.
 */
export const connectionTimeouts = (limits: Limits) => ({
  connectionTimeout: limits.HTTP_IDLE_TIMEOUT_MS,
  // An idle HTTP/2 connection is one idle between requests.
  http2SessionTimeout: limits.HTTP_KEEP_ALIVE_TIMEOUT_MS,
});

/**
 * What Fastify leaves to Node: the HTTP/1.1 time-outs (Fastify sets the request and keep-alive ones
 * on a plain HTTP server only, the request one to "never" by default, and the header one nowhere; a
 * client that sends a header line every few seconds never trips an idle time-out), and a cap on the
 * connections one address holds open, so one client cannot take every descriptor and leave none for
 * the health probe or anybody else.
 */
export function guardConnections(server: Server, limits: Limits) {
  Object.assign(server, {
    headersTimeout: limits.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeout: limits.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: limits.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    // Node looks for late requests every 30 s by default: a 10 s header time-out could take 40 s.
    connectionsCheckingInterval: Math.max(10, Math.round(limits.HTTP_HEADERS_TIMEOUT_MS / 10)),
  });
  if (limits.connectionsPerAddress > 0) capPerAddress(server, limits.connectionsPerAddress);
}

/** Closes a new connection at once when its address already holds `cap` open ones. */
function capPerAddress(server: net.Server, cap: number) {
  const open = new Map<string, number>();
  // Raw TCP connections, before TLS: a refused one costs no handshake.
  server.on('connection', (socket: net.Socket) => {
    const party = addressParty(socket.remoteAddress ?? '');
    const count = (open.get(party) ?? 0) + 1;
    if (count > cap) return void socket.destroy();
    open.set(party, count);
    socket.once('close', () => {
      const left = (open.get(party) ?? 1) - 1;
      if (left === 0) open.delete(party);
      else open.set(party, left);
    });
  });
}

/**
 * Who is behind an address, as the rate limits count: an IPv4 address (also written IPv6-mapped), or
 * an IPv6 address's /64, the block one subscriber usually gets (else each of its 2^64 addresses
 * would have a cap of its own).
 */
export function addressParty(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(address)) return address;
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : [];
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - rest.length)).fill('0'), ...rest);
  }
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
