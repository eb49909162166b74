import net from 'node:net';

/** What the proxy does with the bytes between the server and its database. */
export type ProxyMode = 'forward' | 'down' | 'blackhole';

interface Pair {
  client: net.Socket;
  upstream?: net.Socket;
  flowing: boolean;
}

/**
 * A TCP proxy in front of a database that a test controls, to play the network's faults:
 * `cut()` drops every connection and refuses new ones (a restart, a failover); `blackhole()` keeps
 * connections open and accepts new ones but forwards nothing (a partition: no reset, no answer);
 * `heal()` forwards again. Black-holed bytes are held, not lost, as TCP would retransmit them.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'forward';
  const pairs = new Set<Pair>();

  const drop = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };
  const link = (pair: Pair) => {
    if (pair.flowing) return;
    pair.flowing = true;
    if (!pair.upstream) {
      const upstream = net.connect(target.port, target.host);
      upstream.on('error', () => drop(pair));
      upstream.on('close', () => drop(pair));
      pair.upstream = upstream;
    }
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
  };
  const hold = (pair: Pair) => {
    pair.flowing = false;
    pair.client.unpipe();
    pair.upstream?.unpipe();
    pair.client.pause();
    pair.upstream?.pause();
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client, flowing: false };
    pairs.add(pair);
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (mode === 'down') return drop(pair);
    if (mode === 'forward') link(pair);
    else client.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    get mode() {
      return mode;
    },
    /** Live client connections (the server's pools: the app's and the job queue's). */
    get connections() {
      return pairs.size;
    },
    cut() {
      mode = 'down';
      for (const pair of [...pairs]) drop(pair);
    },
    blackhole() {
      mode = 'blackhole';
      for (const pair of pairs) hold(pair);
    },
    heal() {
      mode = 'forward';
      for (const pair of pairs) link(pair);
    },
    async close() {
      for (const pair of [...pairs]) drop(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
