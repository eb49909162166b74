import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

/**
 * Local stand-ins for the providers codes are sent through, on ports of their own: an SMTP server
 * that records every mail it accepts, an SMS gateway that records every request, and an address where
 * nothing listens.
 */

// ---------------------------------------------------------------------------------------------
// A minimal SMTP server (no STARTTLS, no AUTH) that records every mail it accepts.

export interface Mail {
  helo: string;
  from: string;
  to: string[];
  /** The raw DATA, dot-unstuffed. */
  raw: string;
}

export function startSmtpServer(opts: { refuseRecipients?: boolean } = {}) {
  const mails: Mail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let mail: Mail = { helo: '', from: '', to: [], raw: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const raw = Buffer.from(data, 'latin1').toString('utf8').replace(/^\.\./gm, '.');
          mails.push({ ...mail, raw });
          mail = { helo: mail.helo, from: '', to: [], raw: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          mail.helo = line.slice(5);
          socket.write('250-test.local greets you\r\n250-8BITMIME\r\n250 SIZE 10485760\r\n');
        } else if (verb === 'HELO') {
          mail.helo = line.slice(5);
          reply('250 test.local');
        } else if (verb === 'MAIL') {
          mail.from = line.replace(/^MAIL FROM:\s*/i, '').replace(/\s.*$/, '');
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          if (opts.refuseRecipients) {
            reply('550 5.1.1 no such user');
          } else {
            mail.to.push(line.replace(/^RCPT TO:\s*/i, '').replace(/\s.*$/, ''));
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') {
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else {
          reply('502 5.5.2 not implemented');
        }
      }
    });
  });
  return new Promise<{ url: string; mails: Mail[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        mails,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The decoded text body of a single-part mail. */
export function mailText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
/** A header of a mail, read from its raw text. */
export const mailHeader = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw.slice(0, raw.indexOf('\r\n\r\n')))?.[1];

// ---------------------------------------------------------------------------------------------
// A local SMS gateway.

export interface GatewayRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function startGateway(answer: { status: number } = { status: 200 }) {
  const requests: GatewayRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
    });
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: answer.status < 300 }));
    });
  });
  return new Promise<{
    url: string;
    requests: GatewayRequest[];
    answer: typeof answer;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/sms/send`,
        requests,
        answer,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** An address where nothing listens. */
export async function deadUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}/sms`;
}
