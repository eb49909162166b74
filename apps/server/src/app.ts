import { createHash } from 'node:crypto';
import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import { createSharedReads } from './db/shared-reads.ts';
import { actorOf, registerOperatorContext, requireOperator } from './domains/admin/admin-auth.ts';
import type { Deliver } from './domains/auth/messenger.ts';
import { registerIdempotency } from './domains/idempotency/idempotency.plugin.ts';
import { DOMAINS } from './domains.ts';
import { type Clock, systemClock, TestClock } from './lib/clock.ts';
import type { ExportLog } from './lib/csv-export.ts';
import { buildServices, type Core, type Domain } from './lib/domain.ts';
import { createMetrics } from './lib/metrics.ts';
import { type Guards, onlyRoutesOfTheTable } from './lib/serve.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { openFeed } from './plugins/change-feed.ts';
import { guardConnections } from './plugins/connections.ts';
import { registerErrorHandling, sendNotFound } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestContext, requireUser } from './plugins/request-context.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { serverOptions } from './plugins/server-options.ts';
import { registerDrain } from './plugins/shutdown.ts';
import { testControlRoutes } from './plugins/test-controls.ts';
import { refuseUnexpectedAdminBodies, validateRequestPart } from './plugins/validator.ts';
import { registerWebApps } from './plugins/web-apps.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Overrides message delivery (all providers are real; tests may point one at a local server). */
  deliver?: Deliver;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  adminDist?: string;
  /** The domains the app is made of; every domain of the house by default (domains.ts). */
  domains?: readonly Domain[];
}

/**
 * The app: the server's plumbing, then every domain's services and routes (domains.ts), then the apps.
 * A worker (ROLE=worker) has the same services, for its jobs, and answers only the probes and
 * `/metrics`: every other path is a 404.
 */
export async function buildApp(opts: AppOptions) {
  const { config, database } = opts;
  const servesApi = config.ROLE !== 'worker';
  // Browser tests (TEST_CONTROLS) move the clock through /test-api/clock.
  const clock = opts.clock ?? (config.TEST_CONTROLS ? new TestClock() : systemClock);
  const app = Fastify(serverOptions(config, opts.logger)).withTypeProvider<ZodTypeProvider>();
  // First of the close: stop taking connections before streams end and jobs stop (plugins/shutdown.ts).
  const drain = registerDrain(app);
  const metrics = createMetrics(database);
  registerMetrics(app, metrics, config.METRICS_TOKEN);
  guardConnections(app.server, config);
  app.setValidatorCompiler(validateRequestPart);
  refuseUnexpectedAdminBodies(app);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', () => database.close());

  registerRequestContext(app);
  registerOperatorContext(app);
  registerErrorHandling(app);
  // Before every hook that may write: a write's answer waits for the feed only if it changed something cached.
  const feed = await openFeed(database, app);
  registerSecurityHeaders(app);
  if (config.CORS_ORIGIN) await app.register(cors, { origin: config.CORS_ORIGIN.split(',') });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await registerRateLimit(app, config.RATE_LIMIT_PER_MINUTE, redis);
  // Files are streamed; the per-file size limit comes from the settings at request time.
  // preservePath: busboy would otherwise cut `../evil.png` down to `evil.png`, so the upload
  // service could never see (and refuse) a client file name carrying a path.
  await app.register(multipart, { preservePath: true, limits: { files: 1, fields: 5 } });
  await registerApiDocs(app, config.apiDocs && servesApi);

  // What must stop before the server waits for its connections (open streams never end by themselves,
  // jobs run on): each part's own stop, all at once, so a job's graceful wait delays no stream's end.
  const closers: (() => unknown)[] = [];
  app.addHook('preClose', async () => void (await Promise.all(closers.map((close) => close()))));
  const core: Core = {
    config,
    database,
    db: database.db,
    clock,
    log: app.log,
    feed,
    shared: createSharedReads(feed, clock),
    redis,
    channel: (topic) => streamChannel(database, config.dataDir, topic),
    metrics,
    onClose: (close) => void closers.push(close),
  };
  const domains = opts.domains ?? DOMAINS;
  const { context, services } = buildServices(
    { ...core, ...(opts.deliver ? { deliver: opts.deliver } : {}) },
    domains,
  );
  app.decorate('guards', {
    user: requireUser(services.auth),
    operator: (permissions) => requireOperator(services.operators, permissions),
  } satisfies Guards);
  app.decorate('exportLog', {
    now: () => clock.now(),
    // Each export is audited as it starts: who, which list, which filters, how many rows.
    record: (req, { list, filters, rows }) =>
      services.audit.record(core.db, {
        ...actorOf(req),
        action: 'data.export',
        targetType: 'list',
        targetId: list,
        before: null,
        after: { filters, rows },
      }),
  } satisfies ExportLog);
  registerIdempotency(app, { asyncCommitDb: database.asyncCommitDb, clock });
  const servedRoutes = onlyRoutesOfTheTable(app);
  if (servesApi)
    for (const domain of domains)
      for (const routes of domain.routes?.(context) ?? []) await app.register(routes);
  if (servesApi && config.TEST_CONTROLS && clock instanceof TestClock)
    await app.register(testControlRoutes(clock));
  await app.register(healthRoutes(database, drain.draining));
  if (servesApi) registerWebApps(app, opts.webDist, opts.adminDist);
  else app.setNotFoundHandler(sendNotFound);

  return Object.assign(app, { services, servedRoutes, jobs: services.jobs, database, feed, clock, metrics });
}

/** A Redis channel of live events, named by a hash of the database (no address or password in Redis). */
function streamChannel(database: Database, dataDir: string, topic: string) {
  const where = database.pool?.options.connectionString ?? path.resolve(dataDir);
  return `mcc:${topic}:${createHash('sha256').update(where).digest('hex').slice(0, 16)}`;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
