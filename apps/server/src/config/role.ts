import { type Config, ConfigError } from './env.ts';

export type Role = Config['ROLE'];

const ROLES: readonly string[] = ['api', 'worker', 'all'] satisfies Role[];

/** What each role does, for the start banner. */
export const ROLE_WORDS: Record<Role, string> = {
  all: 'the API, the jobs and the chain scanner',
  api: 'the API only; the jobs and the chain scanner run on a worker',
  worker: 'the jobs and the chain scanner; HTTP answers /healthz, /readyz and /metrics only',
};

/** `--role api` or `--role=api` among the command's arguments; an unknown role stops the start. */
function roleArgument(args: readonly string[]): Role | undefined {
  const at = args.findIndex((a) => a === '--role' || a.startsWith('--role='));
  if (at === -1) return undefined;
  const arg = args[at] ?? '';
  const value = arg.startsWith('--role=') ? arg.slice('--role='.length) : args[at + 1];
  if (!value || !ROLES.includes(value))
    throw new ConfigError(`--role must be api, worker or all (got ${value ? `"${value}"` : 'nothing'})`);
  return value as Role;
}

/**
 * The server's role: `--role` among `args`, else ROLE. A split role (api, worker) is refused in one
 * line on the embedded database, which one process holds and so must run both, and without Redis,
 * through which the prices and auction results the jobs make reach the API servers' open streams.
 */
export function resolveRole(config: Config, args: readonly string[]): Role {
  const role = roleArgument(args) ?? config.ROLE;
  if (role === 'all') return role;
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      `Role ${role} needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process, ` +
        'which runs both the API and the jobs (role all)',
    );
  }
  if (!config.REDIS_URL) {
    throw new ConfigError(
      `Role ${role} needs REDIS_URL: the prices and auction results the worker's jobs make reach the ` +
        "API servers' open streams through it",
    );
  }
  return role;
}
