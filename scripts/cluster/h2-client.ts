import http2 from 'node:http2';

/** An answer read whole. */
export interface H2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

/** The parts of a request: headers (lower case) and a body sent as it is. */
export interface H2Request {
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Failures of a stream that never reached the server: nginx refused it or was ending the connection. */
const NEVER_SENT = new Set([
  'ERR_HTTP2_GOAWAY_SESSION',
  'ERR_HTTP2_INVALID_SESSION',
  'ERR_HTTP2_SESSION_ERROR',
]);

/**
 * A browser's side of the proxy: HTTP/2 over TLS to nginx at `origin`, trusting one certificate (`ca`,
 * the cluster's own). One connection at a time, opened again when nginx ends it (a GOAWAY
 * after its keepalive_requests, or idle); a request refused before nginx took it is sent again.
 */
export class H2Client {
  private session: http2.ClientHttp2Session | undefined;
  readonly origin: string;
  private readonly ca: string | Buffer;

  constructor(origin: string, ca: string | Buffer) {
    this.origin = origin;
    this.ca = ca;
  }

  /** The connection, opened again if nginx ended or is ending it. */
  private connection(): http2.ClientHttp2Session {
    const s = this.session;
    if (s && !s.closed && !s.destroyed) return s;
    const opened = http2.connect(this.origin, { ca: this.ca });
    const forget = () => {
      if (this.session === opened) this.session = undefined;
    };
    opened.on('goaway', forget);
    opened.on('close', forget);
    opened.on('error', forget);
    this.session = opened;
    return opened;
  }

  /** Opens a stream for `method path`: its request headers sent, its body written and ended. */
  open(method: string, path: string, req: H2Request = {}): http2.ClientHttp2Stream {
    const stream = this.connection().request({ ':method': method, ':path': path, ...req.headers });
    stream.end(req.body);
    return stream;
  }

  /** Sends a request and reads its answer whole. */
  async request(method: string, path: string, req: H2Request = {}): Promise<H2Answer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(method, path, req);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? '';
        const refused = /REFUSED_STREAM/.test(String((err as Error).message));
        if (attempt >= 3 || !(NEVER_SENT.has(code) || refused)) throw err;
        this.session = undefined;
      }
    }
  }

  private once(method: string, path: string, req: H2Request): Promise<H2Answer> {
    return new Promise((resolve, reject) => {
      let stream: http2.ClientHttp2Stream;
      try {
        stream = this.open(method, path, req);
      } catch (err) {
        return reject(err);
      }
      const chunks: Buffer[] = [];
      let headers: http2.IncomingHttpHeaders = {};
      stream.on('response', (h) => {
        headers = h;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        resolve({ status: Number(headers[':status'] ?? 0), headers, body: Buffer.concat(chunks) }),
      );
      stream.on('error', reject);
    });
  }

  /** A JSON call: the body as JSON, the answer parsed (the envelope `{ code, msg, data }`). */
  async json<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const answer = await this.request(method, path, {
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    let envelope: { code?: number; msg?: string; data?: T } | undefined;
    try {
      envelope = JSON.parse(answer.body.toString('utf8'));
    } catch {
      envelope = undefined;
    }
    return { ...answer, envelope };
  }

  close() {
    this.session?.close();
    this.session = undefined;
  }
}

/** A multipart/form-data body with one file field: the body and its content type. */
export function multipartFile(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----mcc${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
