import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * A certificate for `localhost` signed by itself (Debian's openssl), valid a day, written into `dir`:
 * for audits and tests of the server over https (TLS_CERT_FILE, TLS_KEY_FILE).
 */
export function selfSignedCertificate(dir: string) {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  const request =
    'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -addext subjectAltName=DNS:localhost';
  const r = spawnSync('openssl', [...request.split(' '), '-keyout', keyFile, '-out', certFile], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`openssl could not make a certificate: ${r.error ?? r.stderr}`);
  return { certFile, keyFile };
}
