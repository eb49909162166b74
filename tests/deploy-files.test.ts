import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../apps/server/src/config/env.ts';
import { DEPLOY_DIR, placeholders, ROOT, readEnvFile, readUnit } from '../scripts/cluster/deploy-files.ts';

/**
 * The sample deployment in deploy/ against the code and docs/deploy.md: the environment file names every
 * setting, the units run the roles, and the guide renders the nginx template with exactly its
 * placeholders. (The cluster test runs them all; this needs neither PostgreSQL nor nginx.)
 */
const envFile = readEnvFile(path.join(DEPLOY_DIR, 'mcc.env.example'));
const guide = fs.readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8');

describe('deploy/', () => {
  it('mcc.env.example names every setting of the server once, and nothing else', () => {
    expect(new Set(envFile.named).size).toBe(envFile.named.length);
    expect([...envFile.named].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('leaves the port, the role and NODE_ENV to the units (an EnvironmentFile value wins over Environment=)', () => {
    for (const name of ['PORT', 'ROLE', 'NODE_ENV']) expect(envFile.active[name], name).toBeUndefined();
  });

  it('has a unit per role, each running the server with its role as production', () => {
    const api = readUnit('mcc-api@.service', { instance: '3001', checkout: '/srv/mcc' });
    expect(api.command).toEqual([
      '/srv/mcc/node_modules/.bin/node',
      'apps/server/src/server.ts',
      '--role',
      'api',
    ]);
    expect(api.environment).toEqual({ NODE_ENV: 'production', PORT: '3001' });
    const worker = readUnit('mcc-worker.service', { checkout: '/srv/mcc' });
    expect(worker.command.slice(1)).toEqual(['apps/server/src/server.ts', '--role', 'worker']);
    expect(worker.environment.NODE_ENV).toBe('production');
  });

  it('docs/deploy.md renders the nginx template with exactly its placeholders', () => {
    const template = fs.readFileSync(path.join(DEPLOY_DIR, 'nginx/mcc.conf.template'), 'utf8');
    const command = /envsubst '([^']+)' < deploy\/nginx\/mcc\.conf\.template/.exec(guide)?.[1] ?? '';
    const named = [...command.matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((m) => m[1]);
    expect(named.sort()).toEqual(placeholders(template).sort());
    // Only MCC_ names: envsubst must leave nginx's own $variables alone.
    expect(placeholders(template).every((p) => p.startsWith('MCC_'))).toBe(true);
  });

  it('docs/deploy.md links only to files that exist', () => {
    for (const [, target = ''] of guide.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      expect(fs.existsSync(path.resolve(ROOT, 'docs', target)), target).toBe(true);
    }
  });
});
