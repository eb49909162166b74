import path from 'node:path';
import { HDKey } from 'viem/accounts';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.url().optional();

/**
 * A BIP-32 extended public key (`xpub…`) from which each user's deposit address is derived. An extended
 * private key is refused: the server needs none to receive, and one on a server is a loss waiting.
 */
const xpub = z
  .string()
  .refine(
    (text) => {
      try {
        const key = HDKey.fromExtendedKey(text);
        return key.privateKey === null && key.publicKey !== null;
      } catch {
        return false;
      }
    },
    { error: 'not an extended public key (xpub…)' },
  )
  .optional();

/**
 * Every setting of the server, and the only place that reads process.env.
 * The README's settings table lists exactly these keys (a test keeps the two in step).
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  /** PostgreSQL only: how long opening a connection (or waiting for a free one) may take. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** PostgreSQL only: the longest one statement may run; the client gives up 1 s later on a silent network. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** PostgreSQL only: a transaction idle this long between statements is ended by the server. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * PostgreSQL only: connections a server keeps for requests (besides 4 for bookkeeping writes and the
   * change feed's listener). More than a few per core of the database makes each transfer cost it more.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** PostgreSQL only: how long the server keeps retrying an unreachable database at start (0: once). */
  DATABASE_START_WAIT_SECONDS: z.coerce.number().int().min(0).default(60),
  REDIS_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  /**
   * A certificate and its key (PEM files): the server then speaks HTTPS itself, HTTP/2 to browsers
   * (HTTP/1.1 to the rest). Without them it speaks plain HTTP/1.1, for a TLS proxy in front.
   */
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: one readable line per event; `json`: pino's JSON lines. Default: json in production. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  SEED_DEMO: bool.optional(),
  TRUST_PROXY: bool.default(false),
  CORS_ORIGIN: z.string().optional(),
  /**
   * Slow clients (docs/security.md): a request's headers must arrive within HTTP_HEADERS_TIMEOUT_MS and
   * the whole request within HTTP_REQUEST_TIMEOUT_MS; a connection silent both ways for
   * HTTP_IDLE_TIMEOUT_MS is closed, and so is one idle between requests for HTTP_KEEP_ALIVE_TIMEOUT_MS.
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Longer than a proxy's idle time for its connections to us (nginx: 60 s), or it reuses one we just closed. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
  /**
   * Open connections one address may hold (an IPv6 address counts by its /64); 0: no cap. Defaults to
   * 1,000 (an office or a carrier's NAT puts many people behind one address, and one browser with its
   * tabs and kept-alive connections can hold a few hundred; the attack it stops held 19,800), and to none
   * behind TRUST_PROXY, where every connection comes from the proxy's address.
   */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).optional(),
  /** A session ends after this many days unused (its use renews it), and in any case this long after sign-in. */
  SESSION_IDLE_DAYS: z.coerce.number().int().positive().default(7),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  CODE_SENDS_PER_IP_PER_DAY: z.coerce.number().int().positive().default(50),
  EMAIL_PROVIDER: z.enum(['dev', 'smtp']).default('dev'),
  SMTP_URL: optionalUrl,
  SMTP_FROM: z.string().default('MCC <no-reply@mcc.local>'),
  SMS_PROVIDER: z.enum(['dev', 'http']).default('dev'),
  SMS_GATEWAY_URL: optionalUrl,
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** Lets NODE_ENV=production run with the development message providers (a staging box without SMS). */
  ALLOW_DEV_PROVIDERS: bool.default(false),
  /** The API reference at /docs: on by default, off in production unless set. */
  API_DOCS: bool.optional(),
  NODE_ENV: z.string().optional(),
  /**
   * Automatic recharge: per network, the node to ask (EVM JSON-RPC, or TRON's HTTP API with an optional
   * TRON-PRO-API-KEY) and the extended public key whose child `userId` is that user's deposit address.
   * A network without both is not offered.
   */
  CHAIN_ERC20_RPC_URL: optionalUrl,
  CHAIN_BEP20_RPC_URL: optionalUrl,
  CHAIN_TRC20_API_URL: optionalUrl,
  CHAIN_TRC20_API_KEY: z.string().optional(),
  CHAIN_ERC20_XPUB: xpub,
  CHAIN_BEP20_XPUB: xpub,
  CHAIN_TRC20_XPUB: xpub,
  /** How long one call to a chain node may take before the recharge answers CHAIN_UNAVAILABLE. */
  CHAIN_TIMEOUT_MS: z.coerce.number().int().positive().default(8_000),
  /** How long the chain scanner waits between the end of one pass over the networks and the next. */
  CHAIN_SCAN_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
  /**
   * The Ed25519 key the ledger's daily digests are signed with: its 32-byte seed as 64 hex digits.
   * Unset, the server makes one and keeps it in the database (the demo and tests): then a copy of the
   * database could sign a rewritten history, so production sets it (docs/decisions/verifiable-ledger.md).
   */
  LEDGER_SIGNING_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/, '64 lowercase hex digits (an Ed25519 seed)')
    .optional(),
  /**
   * What this server does (`npm start -- --role …` overrides it): `api` answers HTTP only; `worker` runs
   * the jobs and the chain scanner (and answers only /healthz, /readyz and /metrics); `all` both. Any
   * number of each may share one PostgreSQL (docs/deploy.md).
   */
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  /**
   * Where uploads and their smaller sizes are kept: `local` (DATA_DIR/uploads: one server, or a folder
   * every server mounts) or `s3`, any S3-compatible store (AWS, MinIO, Garage, Ceph RGW), which every
   * server reads and writes.
   */
  UPLOADS_STORAGE: z.enum(['local', 's3']).default('local'),
  /** S3 only: the store's address; unset, AWS's for S3_REGION. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  /** S3 only: the access key; unset, the SDK's own chain (an instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** S3 only: `bucket` in the path rather than the host name (MinIO, Garage, Ceph and local servers want it). */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /**
   * S3 only: answer an upload's address with a short-lived pre-signed redirect to the store instead of
   * streaming it through the server (the same checks first; the store then carries the bytes).
   */
  UPLOADS_REDIRECT: bool.default(false),
  /**
   * `/metrics` (Prometheus text): with a token, only to `Authorization: Bearer <token>`; without one,
   * only to connections from this machine (the sample proxy does not pass it on).
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Browser tests only: a movable clock and `/test-api/*`; refused when NODE_ENV=production. */
  TEST_CONTROLS: bool.default(false),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  dataDir: string;
  publicUrl: string;
  /** Demo data is seeded by default on the embedded database only. */
  seedDemo: boolean;
  /** Whether /docs serves the API reference. */
  apiDocs: boolean;
  logFormat: 'pretty' | 'json';
  /** CONNECTIONS_PER_ADDRESS with its default worked out; 0: no cap. */
  connectionsPerAddress: number;
};

export class ConfigError extends Error {}

/** Parses settings, naming every bad variable at once rather than failing on the first. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.EMAIL_PROVIDER === 'smtp' && !env.SMTP_URL)
    problems.push('  SMTP_URL: required when EMAIL_PROVIDER=smtp');
  if (env.SMS_PROVIDER === 'http' && !env.SMS_GATEWAY_URL) {
    problems.push('  SMS_GATEWAY_URL: required when SMS_PROVIDER=http');
  }
  const production = env.NODE_ENV === 'production';
  if (env.TEST_CONTROLS && production) {
    problems.push('  TEST_CONTROLS: never in production (NODE_ENV=production)');
  }
  // The development providers write every verification code to a file: in production that would let
  // anyone who reads the data dir sign in as anyone.
  if (production && !env.ALLOW_DEV_PROVIDERS) {
    if (env.EMAIL_PROVIDER === 'dev')
      problems.push('  EMAIL_PROVIDER: set smtp in production (or ALLOW_DEV_PROVIDERS=true)');
    if (env.SMS_PROVIDER === 'dev')
      problems.push('  SMS_PROVIDER: set http in production (or ALLOW_DEV_PROVIDERS=true)');
  }
  if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE))
    problems.push('  TLS_CERT_FILE, TLS_KEY_FILE: set both or neither');
  // Node refuses a header time-out longer than the request's (the headers are part of the request).
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS)
    problems.push('  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS');
  if (env.SESSION_IDLE_DAYS > env.SESSION_MAX_DAYS)
    problems.push('  SESSION_IDLE_DAYS: must not exceed SESSION_MAX_DAYS');
  if (env.UPLOADS_STORAGE === 's3' && !env.S3_BUCKET)
    problems.push('  S3_BUCKET: required when UPLOADS_STORAGE=s3');
  if (env.UPLOADS_REDIRECT && env.UPLOADS_STORAGE !== 's3')
    problems.push('  UPLOADS_REDIRECT: needs UPLOADS_STORAGE=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  if (problems.length > 0) throw new ConfigError(`Invalid settings:\n${problems.join('\n')}`);
  const scheme = env.TLS_CERT_FILE ? 'https' : 'http';
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `${scheme}://localhost:${env.PORT}`).replace(/\/$/, ''),
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    apiDocs: env.API_DOCS ?? !production,
    logFormat: env.LOG_FORMAT ?? (production ? 'json' : 'pretty'),
    connectionsPerAddress: env.CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY ? 0 : 1_000),
  };
}
