import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config/env.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Database, Db } from '../db/client.ts';
import type { SharedReads } from '../db/shared-reads.ts';
import type { Clock } from './clock.ts';
import type { Metrics } from './metrics.ts';

/** What every domain is built from: the settings, the database, the clock and the server's plumbing. */
export interface Core {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  feed: ChangeFeed;
  shared: SharedReads;
  /** Redis when configured (limits, streams and caches shared by several servers). */
  redis: Redis | undefined;
  /**
   * A Redis channel of live events (`topic`: prices, auctions): one per database, so the servers of one
   * deployment share it and another deployment (or test) on the same Redis does not hear it.
   */
  channel(topic: string): string;
  /** Prometheus's figures of this server (`GET /metrics`): parts count what they do through it. */
  metrics: Metrics;
  /**
   * Runs when the server closes, once it no longer takes connections and before it waits for the
   * ones left (end open streams, stop jobs): every part's at once.
   */
  onClose(close: () => unknown): void;
}

/**
 * Every domain's services by name. Each domain adds its own in its `*.domain.ts`:
 * `declare module '../../lib/domain.ts' { interface Services { pledge: PledgeService } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each domain through declaration merging
export interface Services {}

/** The core and every service: what a service's factory may read. */
export type Context = Core & Services;

/** A service's factory: reads the core and the services it needs, which are built first. */
type Factories = { [K in keyof Services]?: (context: Context) => Services[K] };

/** What a domain adds to the app: its services, its routes (the app's and the console's calls). */
export interface Domain {
  name: string;
  services: Factories;
  routes?(context: Context): FastifyPluginAsync[];
}

export const defineDomain = (domain: Domain) => domain;

/**
 * Builds every domain's services, each once, in the order their factories need them: reading a
 * service builds it first, so the list of domains need not be ordered. A service that needs itself,
 * however indirectly, or that no domain provides, stops the start with its path.
 */
export function buildServices(
  core: Core & Partial<Services>,
  domains: readonly Domain[],
): { context: Context; services: Services } {
  const factories = new Map<string, { domain: string; make: (context: Context) => unknown }>();
  for (const domain of domains)
    for (const [name, make] of Object.entries(domain.services)) {
      const taken = factories.get(name);
      if (taken) throw new Error(`service ${name} is provided by both ${taken.domain} and ${domain.name}`);
      factories.set(name, { domain: domain.name, make: make as (context: Context) => unknown });
    }
  const built = new Map<string, unknown>(Object.entries(core));
  const building: string[] = [];
  const context = new Proxy({} as Context, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      if (built.has(name)) return built.get(name);
      const factory = factories.get(name);
      if (!factory) throw new Error(`no domain provides ${name} (${[...building, name].join(' → ')})`);
      if (building.includes(name))
        throw new Error(`services need each other: ${[...building, name].join(' → ')}`);
      building.push(name);
      const service = factory.make(context);
      building.pop();
      built.set(name, service);
      return service;
    },
  });
  for (const name of factories.keys()) void (context as unknown as Record<string, unknown>)[name];
  // Plain objects from here on, spread and listed as any (the factories keep the lazy one).
  const services = Object.fromEntries([...built].filter(([name]) => factories.has(name)));
  return {
    context: Object.fromEntries(built) as unknown as Context,
    services: services as unknown as Services,
  };
}
