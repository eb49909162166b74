import fs from 'node:fs';
import path from 'node:path';

/**
 * Reading the sample deployment in `deploy/` as the machines would: the environment file as systemd's
 * EnvironmentFile=, a unit's ExecStart and Environment lines, the nginx templates as envsubst renders
 * them. `npm run cluster` starts everything from these, so the samples cannot drift from what runs.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEPLOY_DIR = path.join(ROOT, 'deploy');

/** A setting line, `NAME=value`, active or commented out (`# NAME=value`). */
const SETTING_LINE = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/;

/** A value as systemd reads it: one pair of double or single quotes around it goes. */
function unquoted(raw: string): string {
  const value = raw.trim();
  const quote = value[0];
  if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2)
    return value.slice(1, -1);
  return value;
}

/**
 * An environment file: the settings it sets (`active`), and every setting it names, set or commented
 * out (`named`), in order.
 */
export function readEnvFile(file: string): { active: Record<string, string>; named: string[] } {
  const active: Record<string, string> = {};
  const named: string[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = SETTING_LINE.exec(line.trim());
    if (!m) continue;
    const [, commented, name = '', value = ''] = m;
    named.push(name);
    if (!commented) active[name] = unquoted(value);
  }
  return { active, named };
}

export interface UnitCommand {
  /** The program and its arguments, the checkout in place of the unit's WorkingDirectory. */
  command: string[];
  /** The unit's own Environment= settings (over its EnvironmentFile's). */
  environment: Record<string, string>;
  /** The unit's WorkingDirectory (where the code is checked out on a server: /opt/mcc). */
  workingDirectory: string;
}

/**
 * What a unit of `deploy/systemd` runs: its ExecStart, Environment and WorkingDirectory lines, with
 * `%i` replaced by `instance` and the working directory by `checkout` (this repository).
 */
export function readUnit(name: string, opts: { instance?: string; checkout?: string } = {}): UnitCommand {
  const text = fs.readFileSync(path.join(DEPLOY_DIR, 'systemd', name), 'utf8');
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const values = (key: string) =>
    lines
      .filter((l) => l.startsWith(`${key}=`))
      .map((l) => l.slice(key.length + 1).replaceAll('%i', opts.instance ?? ''));
  const [workingDirectory] = values('WorkingDirectory');
  const [execStart] = values('ExecStart');
  if (!workingDirectory || !execStart) throw new Error(`${name}: no WorkingDirectory or ExecStart`);
  const checkout = opts.checkout ?? ROOT;
  const command = execStart
    .split(/\s+/)
    .map((word) =>
      word.startsWith(`${workingDirectory}/`) ? checkout + word.slice(workingDirectory.length) : word,
    );
  const environment: Record<string, string> = {};
  for (const assignment of values('Environment')) {
    const [key = '', ...rest] = unquoted(assignment).split('=');
    environment[key] = rest.join('=');
  }
  return { command, environment, workingDirectory };
}

/** The placeholders of a template, `${NAME}`, in order of first use. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1] ?? ''))];
}

/**
 * A template rendered as `envsubst '${A} ${B}…'` would with exactly `values`: every placeholder must
 * have a value and every value a placeholder, so a renamed one fails here instead of rendering empty.
 */
export function render(template: string, values: Record<string, string>): string {
  const wanted = placeholders(template);
  const missing = wanted.filter((name) => values[name] === undefined);
  const unused = Object.keys(values).filter((name) => !wanted.includes(name));
  if (missing.length > 0 || unused.length > 0)
    throw new Error(
      `template placeholders: missing ${missing.join(', ') || '-'}; unknown ${unused.join(', ') || '-'}`,
    );
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, name: string) => values[name] ?? '');
}

/** Renders `deploy/nginx/<name>` with `values` into `target`. */
export function renderNginx(name: string, values: Record<string, string>, target: string) {
  const template = fs.readFileSync(path.join(DEPLOY_DIR, 'nginx', name), 'utf8');
  fs.writeFileSync(target, render(template, values));
}
