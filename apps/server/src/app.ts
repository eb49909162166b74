import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { chainsFromConfig } from './chain/chains.ts';
import type { Config } from './config/env.ts';
import { readTls } from './config/tls.ts';
import type { Database } from './db/client.ts';
import { createSharedReads } from './db/shared-reads.ts';
import { adminAuthRoutes } from './domains/admin/admin-auth.routes.ts';
import { registerOperatorContext, requireOperator } from './domains/admin/admin-auth.ts';
import { adminDashboardRoutes } from './domains/admin/admin-dashboard.routes.ts';
import { createAdminDashboard } from './domains/admin/admin-dashboard.service.ts';
import { createAuditService } from './domains/admin/audit.service.ts';
import { createOperatorService } from './domains/admin/operator.service.ts';
import { authRoutes } from './domains/auth/auth.routes.ts';
import { createAuthService } from './domains/auth/auth.service.ts';
import { authAdminRoutes } from './domains/auth/auth-admin.routes.ts';
import { createAuthAdmin } from './domains/auth/auth-admin.service.ts';
import { createCodeService } from './domains/auth/code.service.ts';
import { createMessenger, type Deliver } from './domains/auth/messenger.ts';
import { createUserDirectory } from './domains/auth/user-directory.service.ts';
import { coinMixRoutes } from './domains/coin-mix/coin-mix.routes.ts';
import { createCoinMixService } from './domains/coin-mix/coin-mix.service.ts';
import { createCoinMixAccrual } from './domains/coin-mix/coin-mix-accrual.ts';
import { configRoutes } from './domains/config/config.routes.ts';
import { createConfigService } from './domains/config/config.service.ts';
import { configAdminRoutes } from './domains/config/config-admin.routes.ts';
import { createConfigAdmin } from './domains/config/config-admin.service.ts';
import { registerIdempotency } from './domains/idempotency/idempotency.plugin.ts';
import { createLedger } from './domains/ledger/ledger.service.ts';
import { ledgerAdminRoutes } from './domains/ledger/ledger-admin.routes.ts';
import { createLedgerAdmin } from './domains/ledger/ledger-admin.service.ts';
import { marketRoutes } from './domains/market/market.routes.ts';
import { createMarketService } from './domains/market/market.service.ts';
import { marketAdminRoutes } from './domains/market/market-admin.routes.ts';
import { createPriceStream } from './domains/market/market-stream.ts';
import { nftRoutes } from './domains/nft/nft.routes.ts';
import { createNftService } from './domains/nft/nft.service.ts';
import { nftAdminRoutes } from './domains/nft/nft-admin.routes.ts';
import { auctionAdminRoutes, auctionRoutes } from './domains/nft/nft-auction.routes.ts';
import { createAuctionStream } from './domains/nft/nft-auction-stream.ts';
import { createNftAuctions } from './domains/nft/nft-auctions.ts';
import { nftBoxRoutes } from './domains/nft/nft-box.routes.ts';
import { createNftBoxService } from './domains/nft/nft-box.service.ts';
import { nftBoxAdminRoutes } from './domains/nft/nft-box-admin.routes.ts';
import { createBannerService } from './domains/notice/banner.service.ts';
import { noticeRoutes } from './domains/notice/notice.routes.ts';
import { createNoticeService } from './domains/notice/notice.service.ts';
import { noticeAdminRoutes } from './domains/notice/notice-admin.routes.ts';
import { pledgeRoutes } from './domains/pledge/pledge.routes.ts';
import { createPledgeService } from './domains/pledge/pledge.service.ts';
import { createPledgeAccrual } from './domains/pledge/pledge-accrual.ts';
import { pledgeAdminRoutes } from './domains/pledge/pledge-admin.routes.ts';
import { teamRoutes } from './domains/team/team.routes.ts';
import { createTeamService } from './domains/team/team.service.ts';
import { createImageVariants } from './domains/upload/image-variants.ts';
import { uploadRoutes } from './domains/upload/upload.routes.ts';
import { createUploadService } from './domains/upload/upload.service.ts';
import { uploadAdminRoutes } from './domains/upload/upload-admin.routes.ts';
import { autoRechargeRoutes, chainAdminRoutes } from './domains/wallet/auto-recharge.routes.ts';
import { createAutoRecharge } from './domains/wallet/auto-recharge.service.ts';
import { walletRoutes } from './domains/wallet/wallet.routes.ts';
import { createWalletService } from './domains/wallet/wallet.service.ts';
import { walletAdminRoutes } from './domains/wallet/wallet-admin.routes.ts';
import { createWalletReview } from './domains/wallet/wallet-review.service.ts';
import { dailyTasksRoutes } from './jobs/daily-tasks.routes.ts';
import { createDailyTasks } from './jobs/daily-tasks.ts';
import { itemFailuresRoutes } from './jobs/item-failures.routes.ts';
import { createItemFailures } from './jobs/item-failures.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { type Clock, systemClock, TestClock } from './lib/clock.ts';
import { failure } from './lib/envelope.ts';
import { AppError } from './lib/errors.ts';
import { loggerOptions, RequestLog } from './lib/log-options.ts';
import type { Guards } from './lib/serve.ts';
import { openFeed } from './plugins/change-feed.ts';
import { connectionTimeouts, guardConnections } from './plugins/connections.ts';
import { answerClientError, frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { registerRequestContext, requestId, requireUser } from './plugins/request-context.ts';
import { testControlRoutes } from './plugins/test-controls.ts';
import { refuseUnexpectedAdminBodies, validateRequestPart } from './plugins/validator.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const WEB_DIST = path.resolve(here, '../../web/dist');
/** The operators' console (apps/admin), served under `/admin/`. */
export const ADMIN_DIST = path.resolve(here, '../../admin/dist');
/** Calls, as opposed to pages and files: rate-limited, and never answered with index.html. */
const API_PREFIXES = ['/api/', '/admin-api/'];
/** Paths the web app's history fallback never answers. */
const NON_PAGE_PREFIXES = ['/api/', '/admin-api/', '/uploads/', '/docs'];

/** Whether the route a request matched is a call (not the raw URL, which may be spelt another way). */
const isApiRoute = (req: FastifyRequest) =>
  API_PREFIXES.some((p) => req.routeOptions.url?.startsWith(p) ?? false);

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Overrides message delivery (all providers are real; tests may point one at a local server). */
  deliver?: Deliver;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  adminDist?: string;
}

export async function buildApp(opts: AppOptions) {
  const { config, database } = opts;
  // Browser tests (TEST_CONTROLS) move the clock through /test-api/clock.
  const clock = opts.clock ?? (config.TEST_CONTROLS ? new TestClock() : systemClock);
  const tls = readTls(config);
  const app = Fastify({
    // With a certificate the server speaks HTTP/2 to browsers: a first visit's ~50 files travel over one
    // connection instead of queueing six at a time (docs/decisions.md). Fastify's http2 requests and
    // replies behave as the HTTP/1.1 ones the rest of the app is typed for.
    ...((tls ? { http2: true, https: { allowHTTP1: true, ...tls } } : {}) as object),
    // Fastify's defaults, pinned because the rate limits rely on them: a path matches a route only as
    // spelt (or percent-encoded), so `/API/…`, `//api/…`, `/api/…/` and dot segments are 404s that
    // reach no handler. Limits then key on the matched route, never on the raw URL.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false, ignoreDuplicateSlashes: false },
    logger: opts.logger ?? loggerOptions(config),
    logController: new RequestLog(),
    trustProxy: config.TRUST_PROXY,
    // The incoming x-request-id is used only when it is a short plain token (see requestId).
    requestIdHeader: false,
    genReqId: requestId,
    frameworkErrors,
    clientErrorHandler: answerClientError,
    bodyLimit: 1024 * 1024,
    ...connectionTimeouts(config),
  }).withTypeProvider<ZodTypeProvider>();
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

  // No upgrade-insecure-requests: the app must also work when opened over plain http on a LAN address.
  const security = securityHeaders();
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(security);
    done();
  });
  // HSTS only on answers that went out over https (X-Forwarded-Proto counts behind TRUST_PROXY): sent
  // over plain http it would pin a LAN address or a development host to an https it does not serve.
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  if (config.CORS_ORIGIN) await app.register(cors, { origin: config.CORS_ORIGIN.split(',') });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // Only calls count: one page view loads a dozen static files, which cost nothing to serve. The
    // matched route decides, not the URL as sent (`/%61pi/…` is routed to `/api/…` and counts too).
    allowList: (req) => !isApiRoute(req),
    ...(redis ? { redis, nameSpace: 'mcc-rl:' } : {}),
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', {}, { retryAfter: Math.ceil(ctx.ttl / 1000) }),
  });
  // Files are streamed; the per-file size limit comes from the settings at request time.
  // preservePath: busboy would otherwise cut `../evil.png` down to `evil.png`, so the upload
  // service could never see (and refuse) a client file name carrying a path.
  await app.register(multipart, { preservePath: true, limits: { files: 1, fields: 5 } });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'MCC API',
        version: '1.0.1',
        description: 'Answers are wrapped in { code, msg, time, data }.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The document is always built (tests and the fuzzer read it); serving it is a setting, off in production.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  const deliver = opts.deliver ?? createMessenger(config, app.log);
  const settings = createConfigService({ db: database.db, log: app.log, feed });
  const shared = createSharedReads(feed, clock);
  const codes = createCodeService({ db: database.db, clock, deliver, log: app.log });
  const uploadDir = path.join(config.dataDir, 'uploads');
  const uploads = createUploadService({ db: database.db, clock, uploadDir, publicUrl: config.publicUrl });
  const auth = createAuthService({ db: database.db, clock, config, codes, settings, feed, uploads });
  const users = createUserDirectory({ db: database.db, feed });
  const ledger = createLedger({ clock });
  const audit = createAuditService({ clock });
  const jobFailures = createItemFailures({ db: database.db, clock, audit, log: app.log });
  const operators = createOperatorService({ db: database.db, clock, audit });
  app.decorate('guards', {
    user: requireUser(auth),
    operator: (permission) => requireOperator(operators, permission),
  } satisfies Guards);
  const wallet = createWalletService({
    db: database.db,
    clock,
    ledger,
    auth,
    settings,
    uploads,
    users,
    feed,
  });
  const walletReview = createWalletReview({ db: database.db, clock, ledger, audit, users });
  const autoRecharge = createAutoRecharge({
    db: database.db,
    clock,
    ledger,
    settings,
    chains: chainsFromConfig(config),
    log: app.log,
    failures: jobFailures,
  });
  const notices = createNoticeService({ db: database.db, clock, audit });
  const banners = createBannerService({ db: database.db, clock, audit });
  const pledge = createPledgeService({ db: database.db, clock, ledger, auth, users, audit, shared });
  const team = createTeamService({
    db: database.db,
    clock,
    ledger,
    users,
    pledges: pledge,
    publicUrl: config.publicUrl,
  });
  const market = createMarketService({ db: database.db, clock, audit, ledger, auth, settings, shared });
  const priceStream = createPriceStream({
    market,
    log: app.log,
    heartbeatMs: 15_000,
    perUser: 10,
    redisUrl: config.REDIS_URL,
    channel: streamChannel(database, config.dataDir, 'market:prices'),
  });
  // Open streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', () => priceStream.close());
  const nft = createNftService({
    db: database.db,
    clock,
    ledger,
    auth,
    users,
    audit,
    uploads,
    settings,
    failures: jobFailures,
  });
  const nftPlay = createNftBoxService({ db: database.db, clock, ledger, auth, audit });
  const auctions = createNftAuctions({
    db: database.db,
    clock,
    ledger,
    auth,
    users,
    audit,
    settings,
    failures: jobFailures,
  });
  const auctionStream = createAuctionStream({
    log: app.log,
    heartbeatMs: 15_000,
    perUser: 10,
    redisUrl: config.REDIS_URL,
    channel: streamChannel(database, config.dataDir, 'auctions'),
  });
  auctions.onChange(auctionStream.changed);
  app.addHook('preClose', () => auctionStream.close());
  const coinMix = createCoinMixService({ db: database.db, clock, ledger, auth, settings, wallet });
  const daily = createDailyTasks({
    db: database.db,
    clock,
    audit,
    log: app.log,
    tasks: [
      createPledgeAccrual({ db: database.db, clock, ledger, settings, failures: jobFailures }),
      createCoinMixAccrual({ db: database.db, clock, ledger, settings, failures: jobFailures }),
    ],
  });
  const ledgerAdmin = createLedgerAdmin({ db: database.db, clock, ledger, audit, users, settings });
  const authAdmin = createAuthAdmin({
    db: database.db,
    clock,
    audit,
    parts: { balances: ledgerAdmin.balancesOf, requests: walletReview.requestsOf },
  });
  const configAdmin = createConfigAdmin({
    db: database.db,
    audit,
    settings,
    settleDays: () => daily.run(daily.today()),
  });
  const dashboard = createAdminDashboard({
    clock,
    figures: {
      countUsers: users.countUsers,
      waitingRequests: walletReview.waitingRequests,
      usdtHeld: () => ledger.usersTotal(database.db, 'USDT'),
      lastVerify: ledgerAdmin.lastVerify,
      market: market.summaries,
    },
  });
  // Started by server.ts only; stopped before the database closes, whether or not it started.
  const jobs = createJobRunner({
    database,
    daily,
    prices: market,
    orders: nft,
    auctions,
    recharges: autoRecharge,
    log: app.log,
  });
  app.addHook('preClose', () => jobs.stop());

  await app.register(configRoutes(settings, config.PUBLIC_URL ? config.publicUrl : null));
  await app.register(
    authRoutes(auth, {
      perMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
      codesPerIpPerDay: config.CODE_SENDS_PER_IP_PER_DAY,
    }),
  );
  await app.register(uploadRoutes({ auth, settings, uploads, variants: createImageVariants(uploadDir) }));
  await app.register(uploadAdminRoutes({ operators, settings, uploads }));
  await app.register(
    adminAuthRoutes({ db: database.db, operators, audit, perMinute: config.AUTH_RATE_LIMIT_PER_MINUTE }),
  );
  registerIdempotency(app, { asyncCommitDb: database.asyncCommitDb, clock });
  await app.register(walletRoutes(auth, wallet));
  await app.register(walletAdminRoutes(operators, walletReview));
  await app.register(autoRechargeRoutes(auth, autoRecharge));
  await app.register(chainAdminRoutes(operators, autoRecharge));
  await app.register(noticeRoutes(auth, notices));
  await app.register(noticeAdminRoutes(operators, notices, banners));
  await app.register(teamRoutes(auth, team));
  await app.register(coinMixRoutes(auth, coinMix));
  await app.register(pledgeRoutes(pledge));
  await app.register(pledgeAdminRoutes(pledge));
  await app.register(marketRoutes(auth, market, priceStream));
  await app.register(marketAdminRoutes(operators, market));
  await app.register(nftRoutes(auth, nft, { banners, notices, market, shared }));
  await app.register(nftAdminRoutes(operators, nft.admin));
  await app.register(nftBoxRoutes(auth, nftPlay));
  await app.register(nftBoxAdminRoutes(operators, nftPlay.admin));
  await app.register(auctionRoutes(auth, auctions, auctionStream));
  await app.register(auctionAdminRoutes(operators, auctions));
  await app.register(adminDashboardRoutes(operators, dashboard));
  await app.register(authAdminRoutes(operators, authAdmin));
  await app.register(ledgerAdminRoutes(operators, ledgerAdmin));
  await app.register(configAdminRoutes(operators, configAdmin));
  await app.register(dailyTasksRoutes(operators, daily));
  await app.register(itemFailuresRoutes(operators, jobFailures));
  if (config.TEST_CONTROLS && clock instanceof TestClock) await app.register(testControlRoutes(clock));

  fs.mkdirSync(uploadDir, { recursive: true });
  await app.register(healthRoutes(database));
  registerWebApp(app, opts.webDist ?? WEB_DIST, opts.adminDist ?? ADMIN_DIST);

  return Object.assign(app, {
    services: {
      auth,
      codes,
      settings,
      uploads,
      ledger,
      wallet,
      walletReview,
      autoRecharge,
      operators,
      audit,
      pledge,
      market,
      nft,
      nftPlay,
      auctions,
      auctionStream,
      priceStream,
      daily,
      jobFailures,
    },
    jobs,
    database,
    feed,
    clock,
  });
}

/**
 * A Redis channel of live events (`topic`: prices, auctions): one per database, so servers of one
 * deployment share it and another deployment (or test) on the same Redis does not hear it. Hashed: no
 * address or password in Redis.
 */
function streamChannel(database: Database, dataDir: string, topic: 'market:prices' | 'auctions') {
  const where = database.pool?.options.connectionString ?? path.resolve(dataDir);
  return `mcc:${topic}:${createHash('sha256').update(where).digest('hex').slice(0, 16)}`;
}

/**
 * Serves the built web app at `/` and the admin console at `/admin/`, answering any unknown page path
 * with the matching index.html (both use history mode).
 */
function registerWebApp(app: FastifyInstance, dist: string, adminDist: string) {
  const index = path.join(dist, 'index.html');
  const built = fs.existsSync(index);
  const adminIndex = path.join(adminDist, 'index.html');
  const adminBuilt = fs.existsSync(adminIndex);
  if (adminBuilt)
    app.register(fastifyStatic, {
      root: adminDist,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: false,
    });
  // preCompressed: the web build writes .br/.gz beside each asset; clients that accept them get those.
  if (built)
    app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, file) => reply.header('cache-control', webCacheControl(path.relative(dist, file))),
    });
  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && isPagePath(req.url, req.headers.accept);
    const isAdminPage = isPage && (req.url === '/admin' || /^\/admin[/?]/.test(req.url));
    if (isAdminPage && adminBuilt)
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.readFileSync(adminIndex));
    if (isAdminPage) {
      return reply
        .type('text/html')
        .send(
          '<!doctype html><meta charset="utf-8"><title>MCC Admin</title><p>The admin console is not built: run <code>npm run build -w @mcc/admin</code>.</p>',
        );
    }
    if (isPage && built)
      return reply.type('text/html').header('cache-control', 'no-cache').send(webIndex(dist, req.url));
    if (isPage) {
      return reply
        .type('text/html')
        .send(
          '<!doctype html><meta charset="utf-8"><title>MCC</title><p>The web app is not built: run <code>npm run build</code>.</p>',
        );
    }
    return reply.code(404).send(failure(new AppError('NOT_FOUND'), req.lang));
  });
}

/**
 * The web app's index.html for a page address, with a `modulepreload` link per chunk of that route's
 * page (dist/route-preloads.json, written by the web build): the browser fetches them beside the entry
 * chunk instead of after running it. Read on each answer, like index.html, so a new build needs no restart.
 */
export function webIndex(dist: string, url: string): string {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloadsFile = path.join(dist, 'route-preloads.json');
  // A build made without the post-build step names nothing.
  if (!fs.existsSync(preloadsFile)) return html;
  const preloads = JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>;
  const route = (url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');
  const files = Object.hasOwn(preloads, route) ? (preloads[route] ?? []) : [];
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * How long a browser may keep a file of the web build (`file` relative to dist, possibly a `.br`/`.gz`
 * twin): the content-hashed assets forever; the service worker and the manifest revalidated on every
 * load, or a new release would wait for a stale worker to expire; the rest (icons) a day.
 */
export function webCacheControl(file: string): string {
  const name = file.replace(/\\/g, '/').replace(/\.(br|gz)$/, '');
  if (name.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (name === 'sw.js' || name === 'manifest.webmanifest' || name === 'index.html') return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * Whether a path that matched no file is a page of one of the apps, answered with its index.html for any
 * client (browsers, curl, link previews, health checkers). Calls, uploads and the reference never are,
 * however the URL spells them; a missing file (a name with an extension, such as an old asset) is a 404
 * unless a browser asks for a page, so a script tag never receives HTML.
 */
export function isPagePath(url: string, accept: string | undefined): boolean {
  let path = url.split('?')[0] ?? '/';
  try {
    path = decodeURIComponent(path);
  } catch {
    return false;
  }
  path = path.replace(/\/{2,}/g, '/').toLowerCase();
  if (NON_PAGE_PREFIXES.some((p) => path.startsWith(p) || `${path}/` === p)) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || (accept ?? '').includes('text/html');
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * helmet's security headers, worked out once: they are the same on every answer, and @fastify/helmet
 * built helmet anew (parsing the Content-Security-Policy) for every request.
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const apply = helmet({
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'https:'], 'upgrade-insecure-requests': null },
    },
    strictTransportSecurity: false,
  });
  const collect = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader() {},
  };
  apply({} as never, collect as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
