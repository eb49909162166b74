import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../lib/log-options.ts';
import { ConfigError, loadConfig } from './env.ts';

/** The message of the ConfigError `fn` throws (fails the test when it throws nothing else). */
function configError(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('0.0.0.0');
    expect(c.DATA_DIR).toBe('./data');
    expect(path.isAbsolute(c.dataDir)).toBe(true);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.LOG_LEVEL).toBe('info');
    expect(c.RATE_LIMIT_PER_MINUTE).toBe(600);
    expect(c.AUTH_RATE_LIMIT_PER_MINUTE).toBe(20);
    expect(c.EMAIL_PROVIDER).toBe('dev');
    expect(c.SMS_PROVIDER).toBe('dev');
    expect(c.TRUST_PROXY).toBe(false);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.DATABASE_CONNECT_TIMEOUT_MS).toBe(5_000);
    expect(c.DATABASE_STATEMENT_TIMEOUT_MS).toBe(30_000);
    expect(c.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS).toBe(30_000);
    expect(c.DATABASE_START_WAIT_SECONDS).toBe(60);
  });

  it('refuses database time-outs that are not positive whole milliseconds', () => {
    const message = configError(() =>
      loadConfig({
        DATABASE_CONNECT_TIMEOUT_MS: '0',
        DATABASE_STATEMENT_TIMEOUT_MS: '1.5',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 'soon',
        DATABASE_START_WAIT_SECONDS: '-1',
      }),
    );
    for (const name of [
      'DATABASE_CONNECT_TIMEOUT_MS',
      'DATABASE_STATEMENT_TIMEOUT_MS',
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      'DATABASE_START_WAIT_SECONDS',
    ])
      expect(message).toContain(name);
    expect(loadConfig({ DATABASE_START_WAIT_SECONDS: '0' }).DATABASE_START_WAIT_SECONDS).toBe(0);
  });

  it('caps connections per address when exposed directly, not behind a proxy unless asked', () => {
    expect(loadConfig({}).connectionsPerAddress).toBe(1_000);
    expect(loadConfig({ TRUST_PROXY: 'true' }).connectionsPerAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true', CONNECTIONS_PER_ADDRESS: '5000' }).connectionsPerAddress).toBe(
      5000,
    );
    expect(loadConfig({ CONNECTIONS_PER_ADDRESS: '0' }).connectionsPerAddress).toBe(0);
  });

  it('refuses a header time-out over the request time-out, and an idle session time over the cap', () => {
    const message = configError(() =>
      loadConfig({
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_REQUEST_TIMEOUT_MS: '4000',
        SESSION_IDLE_DAYS: '31',
      }),
    );
    expect(message).toContain('HTTP_HEADERS_TIMEOUT_MS');
    expect(message).toContain('SESSION_IDLE_DAYS');
  });

  it('treats empty values as unset', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '', SEED_DEMO: '', LOG_LEVEL: undefined });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.LOG_LEVEL).toBe('info');
  });

  it('parses numbers, booleans and paths', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: 'some/where',
      TRUST_PROXY: 'yes',
      RATE_LIMIT_PER_MINUTE: '5',
      PUBLIC_URL: 'https://mcc.example.com/',
    });
    expect(c.PORT).toBe(8080);
    expect(c.dataDir).toBe(path.resolve('some/where'));
    expect(c.TRUST_PROXY).toBe(true);
    expect(c.RATE_LIMIT_PER_MINUTE).toBe(5);
    expect(c.publicUrl).toBe('https://mcc.example.com');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: '/srv/mcc' }).dataDir).toBe('/srv/mcc');
  });

  it('seeds demo data by default on the embedded database only, and SEED_DEMO overrides', () => {
    const pg = 'postgres://u:p@db.local:5432/mcc';
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: pg }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'no' }).seedDemo).toBe(false);
  });

  it('names every bad variable at once', () => {
    const msg = configError(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'notaurl', LOG_LEVEL: 'loud' }));
    expect(msg).toMatch(/\bPORT\b/);
    expect(msg).toMatch(/\bDATABASE_URL\b/);
    expect(msg).toMatch(/\bLOG_LEVEL\b/);
    // Good variables are not blamed.
    expect(msg).not.toMatch(/\bHOST\b|\bDATA_DIR\b/);
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '3.5'],
    ['REDIS_URL', 'redis'],
    ['PUBLIC_URL', 'example.com'],
    ['SEED_DEMO', 'maybe'],
    ['TRUST_PROXY', 'sure'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['AUTH_RATE_LIMIT_PER_MINUTE', 'many'],
    ['EMAIL_PROVIDER', 'sendgrid'],
    ['SMS_PROVIDER', 'carrier-pigeon'],
    ['SMTP_URL', 'not a url'],
  ])('refuses %s=%s naming it', (name, value) => {
    expect(configError(() => loadConfig({ [name]: value }))).toContain(name);
  });

  it('refuses EMAIL_PROVIDER=smtp without SMTP_URL, naming SMTP_URL', () => {
    const msg = configError(() => loadConfig({ EMAIL_PROVIDER: 'smtp' }));
    expect(msg).toContain('SMTP_URL');
    const c = loadConfig({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://mail.local:25' });
    expect(c.SMTP_URL).toBe('smtp://mail.local:25');
  });

  it('refuses SMS_PROVIDER=http without SMS_GATEWAY_URL, naming it', () => {
    expect(configError(() => loadConfig({ SMS_PROVIDER: 'http' }))).toContain('SMS_GATEWAY_URL');
    expect(loadConfig({ SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'https://sms.local/send' }).SMS_PROVIDER).toBe(
      'http',
    );
  });

  it('names both missing provider settings at once', () => {
    const msg = configError(() => loadConfig({ EMAIL_PROVIDER: 'smtp', SMS_PROVIDER: 'http' }));
    expect(msg).toContain('SMTP_URL');
    expect(msg).toContain('SMS_GATEWAY_URL');
  });

  it('refuses the development message providers in production unless allowed, naming each', () => {
    const msg = configError(() => loadConfig({ NODE_ENV: 'production' }));
    expect(msg).toContain('EMAIL_PROVIDER');
    expect(msg).toContain('SMS_PROVIDER');
    const real = {
      NODE_ENV: 'production',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://mail.local:25',
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: 'https://sms.local/send',
    };
    expect(loadConfig(real).NODE_ENV).toBe('production');
    expect(configError(() => loadConfig({ ...real, SMS_PROVIDER: 'dev' }))).not.toContain('EMAIL_PROVIDER');
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'yes' }).EMAIL_PROVIDER).toBe('dev');
  });

  it('serves the API reference except in production, where API_DOCS turns it on', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    const production = { NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('logs readable lines by default and JSON lines in production or when asked', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loggerOptions(loadConfig({}))).toMatchObject({ transport: { target: 'pino-pretty' } });
    const production = loadConfig({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' });
    expect(production.logFormat).toBe('json');
    // JSON lines: pino's own output, no transport (the request and job ids come from the mixin).
    expect(loggerOptions(production)).toMatchObject({ level: 'info' });
    expect(loggerOptions(production)).not.toHaveProperty('transport');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });
});
