import fs from 'node:fs';
import { type Config, ConfigError } from './env.ts';

/** The certificate and key named by TLS_CERT_FILE and TLS_KEY_FILE, or undefined when the server speaks plain HTTP. */
export function readTls(config: Pick<Config, 'TLS_CERT_FILE' | 'TLS_KEY_FILE'>) {
  if (!config.TLS_CERT_FILE || !config.TLS_KEY_FILE) return undefined;
  return {
    cert: readPem('TLS_CERT_FILE', config.TLS_CERT_FILE),
    key: readPem('TLS_KEY_FILE', config.TLS_KEY_FILE),
  };
}

function readPem(name: string, file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (e) {
    throw new ConfigError(
      `Invalid settings:\n  ${name}: cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? e})`,
    );
  }
}
