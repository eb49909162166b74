/** What a command of `npm run admin` is and gets (admin.ts runs them; the command files define them). */
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import type { AuditActor } from '../src/domains/admin/audit.service.ts';

/** A mistake in how the command was called: printed with the command's usage, exit code 2. */
export class CliError extends Error {}

export interface Schema<T> {
  safeParse(
    v: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
}

export interface CliContext {
  services: App['services'];
  db: Database['db'];
  /** Pass this to every service call that writes, so the audit row names the command line. */
  actor: AuditActor;
  out: (line: string) => void;
  /** Parses one flag value with a contract schema; a bad value is a usage error naming the flag. */
  parse<T>(schema: Schema<T>, value: string | undefined, flag: string): T;
}

export interface Command {
  /** One line for `help`. */
  summary: string;
  /** Flags; all take a value (`--name value`). Listed in `help`; `required` ones are checked first. */
  flags?: Record<string, { required?: boolean; help: string }>;
  run(ctx: CliContext, flags: Record<string, string | undefined>): Promise<void>;
}
