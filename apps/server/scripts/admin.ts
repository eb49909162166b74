/**
 * `npm run admin -- <command> [--flag value]…`: operator tasks from a shell, on the configured database
 * (DATABASE_URL, or the embedded database in DATA_DIR, which refuses while a server holds it).
 * Every write is audited with actor `cli:<OS user>` and no operator id. `npm run admin -- help` lists
 * the commands.
 *
 * Adding a command: add one entry to `commands` below (or call `registerCommand` from another module
 * before `runCli`). `run` gets the app's services (`ctx.services.<name>`), the database, the audit
 * actor to pass to any write, and `out` for printing; it answers nothing on success or throws
 * (`CliError` for usage mistakes, `AppError` for refused actions, both printed without a stack).
 * Flag values are strings: parse them with the contract's zod schemas through `ctx.parse`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { operatorRole, operatorUsername } from '@mcc/contract';
import { type App, buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { openDatabase, postgresOptions } from '../src/db/client.ts';
import { cliActor } from '../src/domains/admin/audit.service.ts';
import { AppError } from '../src/lib/errors.ts';
import { isMessageKey, translate } from '../src/lib/messages.ts';
import { accrualCommands } from './accrual-commands.ts';
import { CliError, type Command, type Schema } from './cli-command.ts';
import { walletCommands } from './wallet-commands.ts';

/**
 * The command table: operators here, the finance queues from wallet-commands.ts, the daily accruals
 * from accrual-commands.ts.
 */
export const commands: Record<string, Command> = {
  'create-operator': {
    summary: 'Create an operator; prints a generated password once.',
    flags: {
      username: { required: true, help: '3–32 of a-z 0-9 . _ -' },
      role: { required: true, help: 'super | finance | operations' },
    },
    async run(ctx, flags) {
      const username = ctx.parse(operatorUsername, flags.username, 'username');
      const role = ctx.parse(operatorRole, flags.role, 'role');
      const { operator, password } = await ctx.services.operators.create({ username, role }, ctx.actor);
      ctx.out(`Operator ${operator.username} (${operator.role}) created, id ${operator.id}.`);
      ctx.out(`Password: ${password}  — shown once, change it after signing in`);
    },
  },
  'list-operators': {
    summary: 'List every operator.',
    async run(ctx) {
      const rows = [];
      for (let page = 1; ; page++) {
        const result = await ctx.services.adminLists.operators({ page, limit: 50, sort: 'createdAt' });
        rows.push(...result.list);
        if (!result.hasMore) break;
      }
      if (rows.length === 0) return ctx.out('No operators.');
      ctx.out(
        table(
          ['id', 'username', 'role', 'status', 'totp', 'last sign-in'],
          rows.map((o) => [
            String(o.id),
            o.username,
            o.role,
            o.status,
            o.totpEnabled ? 'on' : 'off',
            o.lastLoginAt ?? '-',
          ]),
        ),
      );
    },
  },
  'reset-password': {
    summary: 'Give an operator a new generated password (printed once), lift a lock, end their sessions.',
    flags: { username: { required: true, help: 'the operator' } },
    async run(ctx, flags) {
      const username = ctx.parse(operatorUsername, flags.username, 'username');
      const { password } = await ctx.services.operators.resetPassword(username, ctx.actor);
      ctx.out(`New password of ${username}: ${password}  — shown once, change it after signing in`);
    },
  },
  ...walletCommands,
  ...accrualCommands,
};

/** Adds a command to the table (for modules that keep their commands beside their service). */
export function registerCommand(name: string, command: Command) {
  if (Object.hasOwn(commands, name) || name === 'help') throw new Error(`command ${name} already exists`);
  commands[name] = command;
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
}

function usage(name: string, command: Command): string {
  const flags = Object.entries(command.flags ?? {}).map(
    ([flag, f]) => `      --${flag} <value>${f.required ? '' : ' (optional)'}  ${f.help}`,
  );
  return [`  ${name}  ${command.summary}`, ...flags].join('\n');
}

function help(): string {
  return [
    'Usage: npm run admin -- <command> [--flag value]…',
    '',
    'Commands:',
    ...Object.entries(commands).map(([name, c]) => usage(name, c)),
    '  help  Show this list.',
  ].join('\n');
}

const english = (key: string, params: Record<string, string | number> = {}) =>
  isMessageKey(key) ? translate(key, 'en', params) : key;

function parseWith<T>(schema: Schema<T>, value: string | undefined, flag: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new CliError(
    `--${flag}: ${english(parsed.error.issues[0]?.message ?? 'FIELD_INVALID', { field: flag })}`,
  );
}

/**
 * Runs one command line (without `node script`) with settings from `env`; answers the exit code:
 * 0 done, 1 refused (e.g. a taken username), 2 a usage, settings or database problem.
 */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    out(help());
    return name === undefined ? 2 : 0;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    err(`Unknown command: ${name}\n\n${help()}`);
    return 2;
  }
  let flags: Record<string, string | undefined>;
  try {
    const options = Object.fromEntries(
      Object.keys(command.flags ?? {}).map((f) => [f, { type: 'string' as const }]),
    );
    flags = parseArgs({ args: rest, options, strict: true, allowPositionals: false }).values as typeof flags;
    for (const [flag, f] of Object.entries(command.flags ?? {})) {
      if (f.required && flags[flag] === undefined) throw new CliError(`--${flag} is required`);
    }
  } catch (e) {
    err(`${e instanceof Error ? e.message : e}\n\n${usage(name, command)}`);
    return 2;
  }

  let app: App;
  try {
    const config = loadConfig(env);
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      postgres: postgresOptions(config),
    });
    app = await buildApp({ config, database, logger: false });
  } catch (e) {
    // A PGlite data dir held by a running server ends here, with the lock's message naming the process.
    err(e instanceof ConfigError || e instanceof Error ? e.message : String(e));
    return 2;
  }
  try {
    await command.run(
      { services: app.services, db: app.database.db, actor: cliActor(), out, parse: parseWith },
      flags,
    );
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      err(`${e.message}\n\n${usage(name, command)}`);
      return 2;
    }
    if (e instanceof AppError) {
      err(`Refused: ${english(e.key, e.params)} (${e.key})`);
      return 1;
    }
    throw e;
  } finally {
    await app.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e) => {
      console.error(e);
      process.exit(2);
    },
  );
}
