import { api } from '@mcc/contract';
import type { Cluster } from '../cluster.ts';
import { H2Client } from './h2-client.ts';
import type { AccessLine } from './services.ts';

/** How many calls the health check sends through nginx. */
const CALLS = 30;

/** Counts of each value, as `value × n`, most first. */
export function tally(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([v, n]) => `${v} × ${n}`)
    .join(', ');
}

/** The access log's lines of these request ids, once nginx has written all of them (it logs as a request ends). */
export async function loggedRequests(cluster: Cluster, ids: readonly string[], timeoutMs = 10_000) {
  const wanted = new Set(ids);
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const lines = cluster.accessLog().filter((l) => wanted.has(l.request_id));
    if (lines.length >= wanted.size) return lines;
    if (Date.now() > deadline) throw new Error(`nginx logged ${lines.length} of ${wanted.size} requests`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A server's `/readyz`, straight to it: status and time. */
async function ready(url: string): Promise<string> {
  const t0 = performance.now();
  const status = await fetch(`${url}/readyz`).then(
    (r) => String(r.status),
    (e: Error) => e.message,
  );
  return `/readyz ${status} in ${Math.round(performance.now() - t0)} ms`;
}

/**
 * The cluster's health, one line per fact: each server's readiness straight to it, calls through
 * nginx over HTTP/2 spread over the API servers (nginx's own log says which served each), /metrics
 * kept from the public, plain http redirected to the public address.
 */
export async function healthCheck(cluster: Cluster): Promise<string[]> {
  const lines: string[] = [];
  for (const s of [...cluster.apis, cluster.worker])
    lines.push(`${s.label} (pid ${s.proc.child.pid}): ${await ready(s.url)}`);

  const client = new H2Client(cluster.url, cluster.ca);
  try {
    const answers = await Promise.all(
      Array.from({ length: CALLS }, () => client.request('GET', api.config.sysConfig.path)),
    );
    const ids = answers.map((a) => String(a.headers['x-request-id'] ?? ''));
    const logged: AccessLine[] = await loggedRequests(cluster, ids);
    lines.push(
      `nginx ${cluster.url}: ${CALLS} × GET ${api.config.sysConfig.path} over ${logged[0]?.protocol} → ` +
        `${tally(answers.map((a) => String(a.status)))}; served by ${tally(logged.map((l) => l.upstream_addr))}`,
    );
    const metrics = await client.request('GET', '/metrics');
    lines.push(`nginx /metrics → ${metrics.status} (Prometheus reads each server's own port)`);
  } finally {
    client.close();
  }
  const plain = await fetch(`http://127.0.0.1:${cluster.httpPort}/wallet`, { redirect: 'manual' });
  lines.push(
    `http://127.0.0.1:${cluster.httpPort}/wallet → ${plain.status} ${plain.headers.get('location')}`,
  );
  return lines;
}
