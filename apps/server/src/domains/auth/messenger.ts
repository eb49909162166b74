import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/env.ts';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  event: string;
  code: string;
  text: string;
}

/** Delivers one message; throws when the provider refuses it. */
export type Deliver = (m: OutgoingMessage) => Promise<void>;

/**
 * Development provider: one JSON line per message in `<data dir>/outbox.jsonl`, and a log line that
 * says where it went but never its text (logs are shipped and kept; a code in them is a sign-in).
 */
export function outboxProvider(dataDir: string, log: FastifyBaseLogger): Deliver {
  const file = path.join(dataDir, 'outbox.jsonl');
  return async (m) => {
    await fs.mkdir(dataDir, { recursive: true });
    await fs.appendFile(file, `${JSON.stringify({ time: new Date().toISOString(), ...m })}\n`);
    log.info({ channel: m.channel, to: m.to, event: m.event }, `outbox: ${m.channel} written to ${file}`);
  };
}

export function smtpProvider(smtpUrl: string, from: string): Deliver {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (m) => {
    await transport.sendMail({ from, to: m.to, subject: 'MCC', text: m.text });
  };
}

/** A generic HTTP SMS gateway: POST `{ to, text }` as JSON with a bearer token; any 2xx is success. */
export function httpSmsProvider(url: string, token: string | undefined): Deliver {
  return async (m) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to: m.to, text: m.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
  };
}

/** Routes each message to the provider configured for its channel. */
export function createMessenger(config: Config, log: FastifyBaseLogger): Deliver {
  const outbox = outboxProvider(config.dataDir, log);
  const email =
    config.EMAIL_PROVIDER === 'smtp' && config.SMTP_URL
      ? smtpProvider(config.SMTP_URL, config.SMTP_FROM)
      : outbox;
  const sms =
    config.SMS_PROVIDER === 'http' && config.SMS_GATEWAY_URL
      ? httpSmsProvider(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN)
      : outbox;
  return (m) => (m.channel === 'email' ? email(m) : sms(m));
}
