import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** From the signal to the exit: requests in flight and running jobs get this long, then the process exits 1. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The first step of every close (registered before any other `preClose` hook): from here on `/readyz`
 * answers 503 (`draining()`), the listening socket closes, so new connections are refused (a proxy
 * sends them to another server at once) and kept-alive idle ones are closed. Requests still in flight
 * are answered with `Connection: close`, and a connection that falls idle is closed as soon as it
 * does: Node waits for kept-alive connections until their time-out (72 s) otherwise. Then the other
 * `preClose` hooks end open streams and stop the jobs, Fastify waits for the connections left, and
 * the `onClose` hooks close the database.
 */
export function registerDrain(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    if (app.server.listening) app.server.close();
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    // HTTP/2 has no connection header: its sessions are closed by Fastify with a GOAWAY.
    if (draining && req.raw.httpVersionMajor !== 2) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_req, _reply, done) => {
    if (draining) (app.server as Partial<Server>).closeIdleConnections?.();
    done();
  });
  return { draining: () => draining };
}

export type Drain = ReturnType<typeof registerDrain>;

/**
 * Closes the app on a signal, within `graceMs`: 0 when everything finished in time (requests
 * answered, streams ended, jobs stopped, database closed), 1 when something was still running then.
 */
export async function closeGracefully(
  app: FastifyInstance,
  signal: string,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<0 | 1> {
  app.log.info(
    `${signal}: closing — no new connections, open streams told to reconnect, up to ${graceMs / 1000} s ` +
      'for requests in flight and running jobs',
  );
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  try {
    const outcome = await Promise.race([app.close().then(() => 'closed' as const), late]);
    if (outcome === 'late') {
      app.log.error(`not closed within ${graceMs / 1000} s: exiting with work still under way`);
      return 1;
    }
    app.log.info(`closed in ${Date.now() - started} ms`);
    return 0;
  } catch (err) {
    app.log.error({ err }, 'closing failed');
    return 1;
  } finally {
    clearTimeout(timer);
  }
}
